import { useState } from 'react';
import { closeDialog, dialogAttributes } from '../../src/element/dialog-host';
import { emit } from '../../src/element/events';
import type { WidgetProps } from '../../src/element/react-renderer';
import { DialogTrigger, useDialogEvents } from '../../src/element/use-dialog-host';
import { ContactDialog } from '../../src/contact/contact-dialog';
import { createContactStore } from '../../src/contact/store';

/** Nothing typed into the contact dialog is sent anywhere, so it needs no backend attributes. */
export const contactAttributes = dialogAttributes;

type ContactProps = WidgetProps & { triggerLabel: string; open: boolean };

/** <rosterkit-contact>: the 'Contact our team' dialog; the `open` attribute is its state. */
export function ContactElement({ host, triggerLabel, open }: ContactProps) {
  const [store] = useState(createContactStore);
  useDialogEvents(host, 'contact', open);
  return (
    <>
      <DialogTrigger host={host} label={triggerLabel} />
      <ContactDialog
        open={open}
        onClose={() => closeDialog(host)}
        store={store}
        // The event carries no personal data: nothing typed leaves the dialog.
        onSent={() => emit(host, 'rosterkit-contact-submit', {})}
      />
    </>
  );
}
