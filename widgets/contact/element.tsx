import { useEffect, useRef, useState } from 'react';
import { commonAttributes, flag, text } from '../../src/element/attributes';
import { emit } from '../../src/element/events';
import type { WidgetProps } from '../../src/element/react-renderer';
import { ContactDialog } from '../../src/contact/contact-dialog';
import { createContactStore } from '../../src/contact/store';

export const contactAttributes = {
  ...commonAttributes,
  triggerLabel: { attribute: 'data-trigger-label', parse: text() },
  open: { attribute: 'open', parse: flag },
};

type ContactProps = WidgetProps & { triggerLabel: string; open: boolean };

/** <rosterkit-contact>: the 'Contact our team' dialog; the `open` attribute is its state. */
export function ContactElement({ host, triggerLabel, open }: ContactProps) {
  const [store] = useState(createContactStore);
  const announced = useRef(open);
  useEffect(() => {
    if (announced.current === open) return;
    announced.current = open;
    emit(host, open ? 'rosterkit-open' : 'rosterkit-close', { dialog: 'contact' });
  }, [host, open]);

  return (
    <>
      {triggerLabel ? (
        <button type="button" className="rk-button" part="trigger button" onClick={() => host.setAttribute('open', '')}>
          {triggerLabel}
        </button>
      ) : null}
      <ContactDialog
        open={open}
        onClose={() => host.removeAttribute('open')}
        store={store}
        // CONTRACT: the event carries no personal data.
        onSent={() => emit(host, 'rosterkit-contact-submit', {})}
      />
    </>
  );
}
