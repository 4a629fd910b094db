/**
 * A React + TypeScript host app using the shipped declarations: `npm run typecheck`
 * compiles it, so a wrong declaration (or a missing one) fails the test run. Each
 * @ts-expect-error is a prop or call the declarations must reject.
 */
import type { RosterkitEventMap } from '../../types/rosterkit-widgets';

export function HostApp() {
  return (
    <>
      <rosterkit-waitlist data-brand="Acme" data-supabase-url="https://xyz.supabase.co" data-supabase-key="anon" data-attribution="on" />
      <rosterkit-waitlist data-attribution="off" />
      {/* @ts-expect-error data-attribution is on or off */}
      <rosterkit-waitlist data-attribution="yes" />
      <rosterkit-waitlist-modal data-brand="Acme" data-trigger-label="Join" open />
      <rosterkit-contact data-trigger-label="Contact us" />
      <rosterkit-roster-demo data-brand="Acme" />
      <rosterkit-landing data-contact-email="hello@acme.test" data-consent-label="I agree to receive product news" />
      {/* @ts-expect-error data-brand is text */}
      <rosterkit-waitlist data-brand={42} />
      {/* @ts-expect-error data-consent-label is text */}
      <rosterkit-waitlist data-consent-label />
      {/* @ts-expect-error open is a boolean attribute */}
      <rosterkit-contact open="yes" />
    </>
  );
}

export function wire(): void {
  const modal = document.querySelector('rosterkit-waitlist-modal');
  modal?.show();
  modal?.close();
  modal?.addEventListener('rosterkit-waitlist-success', (event) => {
    const id: string = event.detail.id;
    void id;
  });
  const form = document.createElement('rosterkit-waitlist');
  // @ts-expect-error only the dialogs have show()
  form.show();
  document.addEventListener('rosterkit-open', (event) => {
    const dialog: 'waitlist' | 'contact' = event.detail.dialog;
    void dialog;
  });
  const detail: RosterkitEventMap['rosterkit-waitlist-error']['detail'] = { code: '23505', message: 'x' };
  void detail;
}
