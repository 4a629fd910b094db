import { commonAttributes, flag, text } from '../../src/element/attributes';
import { emit } from '../../src/element/events';
import type { WidgetProps } from '../../src/element/react-renderer';
import { Toaster } from '../../src/ui/toast';
import { useWaitlist } from '../../src/waitlist/use-waitlist';
import { WaitlistDialog } from '../../src/waitlist/waitlist-dialog';
import { WaitlistForm } from '../../src/waitlist/waitlist-form';
import { useEffect, useRef } from 'react';

export const inlineAttributes = commonAttributes;

type InlineProps = WidgetProps & { supabaseUrl: string; supabaseKey: string };

/** <rosterkit-waitlist>: the two-step form inline. */
export function InlineWaitlist({ host, supabaseUrl, supabaseKey }: InlineProps) {
  const { store, toasts, submit } = useWaitlist(host, supabaseUrl, supabaseKey, 'inline');
  return (
    <div className="rk-waitlist-card" part="card">
      <WaitlistForm store={store} onSubmit={submit} />
      <Toaster store={toasts} />
    </div>
  );
}

export const modalAttributes = {
  ...commonAttributes,
  triggerLabel: { attribute: 'data-trigger-label', parse: text() },
  open: { attribute: 'open', parse: flag },
};

type ModalProps = InlineProps & { brand: string; triggerLabel: string; open: boolean };

/** <rosterkit-waitlist-modal>: the waitlist dialog; the `open` attribute is its state. */
export function WaitlistModal({ host, brand, supabaseUrl, supabaseKey, triggerLabel, open }: ModalProps) {
  const { store, toasts, submit } = useWaitlist(host, supabaseUrl, supabaseKey, 'dialog');
  const announced = useRef(open);
  useEffect(() => {
    if (announced.current === open) return;
    announced.current = open;
    emit(host, open ? 'rosterkit-open' : 'rosterkit-close', { dialog: 'waitlist' });
  }, [host, open]);

  return (
    <>
      {triggerLabel ? (
        <button type="button" className="rk-button" part="trigger button" onClick={() => host.setAttribute('open', '')}>
          {triggerLabel}
        </button>
      ) : null}
      <WaitlistDialog
        open={open}
        title={`Join the ${brand} Waitlist`}
        onClose={() => host.removeAttribute('open')}
        store={store}
        onSubmit={submit}
      />
      <Toaster store={toasts} />
    </>
  );
}
