import { useCallback, useState } from 'react';
import { closeDialog, dialogAttributes } from '../../src/element/dialog-host';
import { emit } from '../../src/element/events';
import type { WidgetProps } from '../../src/element/react-renderer';
import { DialogTrigger, useDialogEvents } from '../../src/element/use-dialog-host';
import { createContactStore } from '../../src/contact/store';
import { lazyChunk } from '../../src/lazy/lazy-chunk';
import { useDialogCode } from '../../src/ui/dialog';

/** Nothing typed into the contact dialog is sent anywhere, so it needs no backend attributes. */
export const contactAttributes = dialogAttributes;

/** The dialog and its form: the element's first frame is its trigger alone. */
const contactDialogChunk = lazyChunk(() => import('../../src/contact/contact-dialog'));

type ContactProps = WidgetProps & { triggerLabel: string; open: boolean };

/** <rosterkit-contact>: the 'Contact our team' dialog; the `open` attribute is its state. */
export function ContactElement({ host, triggerLabel, open }: ContactProps) {
  const [store] = useState(createContactStore);
  useDialogEvents(host, 'contact', open);
  const close = useCallback(() => closeDialog(host), [host]);
  const contact = useDialogCode(contactDialogChunk, open, close);
  return (
    <>
      <DialogTrigger host={host} label={triggerLabel} />
      {contact ? (
        <contact.ContactDialog
          open={open}
          onClose={close}
          store={store}
          // The event carries no personal data: nothing typed leaves the dialog.
          onSent={() => emit(host, 'rosterkit-contact-submit', {})}
        />
      ) : null}
    </>
  );
}
