import { brandAttribute } from '../../src/element/attributes';
import { closeDialog, dialogAttributes } from '../../src/element/dialog-host';
import type { WidgetProps } from '../../src/element/react-renderer';
import { DialogTrigger, useDialogEvents } from '../../src/element/use-dialog-host';
import { Toaster } from '../../src/ui/toast';
import { waitlistAttributes } from '../../src/waitlist/attributes';
import { useWaitlist, type WaitlistProps } from '../../src/waitlist/use-waitlist';
import { brandedWaitlistTitle, WaitlistDialog } from '../../src/waitlist/waitlist-dialog';
import { WaitlistForm } from '../../src/waitlist/waitlist-form';

export const inlineAttributes = { ...brandAttribute, ...waitlistAttributes };

type InlineProps = WidgetProps & WaitlistProps;

/** <rosterkit-waitlist>: the two-step form inline. */
export function InlineWaitlist({ host, ...attributes }: InlineProps) {
  const { form, toasts } = useWaitlist(host, attributes, 'inline');
  return (
    <div className="rk-waitlist-card" part="card">
      <WaitlistForm {...form} />
      <Toaster store={toasts} />
    </div>
  );
}

export const modalAttributes = { ...inlineAttributes, ...dialogAttributes };

type ModalProps = InlineProps & { brand: string; triggerLabel: string; open: boolean };

/** <rosterkit-waitlist-modal>: the waitlist dialog; the `open` attribute is its state. */
export function WaitlistModal({ host, brand, triggerLabel, open, ...attributes }: ModalProps) {
  const { form, toasts } = useWaitlist(host, attributes, 'dialog');
  useDialogEvents(host, 'waitlist', open);
  return (
    <>
      <DialogTrigger host={host} label={triggerLabel} />
      <WaitlistDialog open={open} title={brandedWaitlistTitle(brand)} onClose={() => closeDialog(host)} {...form} />
      <Toaster store={toasts} />
    </>
  );
}
