import { useEffect, useMemo, useState } from 'react';
import { laterChunk, waitlistInserter } from './load-later';
import { NO_CONNECTION, SUBMISSION_ERROR_TITLE, SUCCESS_MESSAGE, SUCCESS_TITLE } from '../backend/messages';
import { rememberCampaign } from '../attribution/campaign';
import { emit } from '../element/events';
import { useBrowserLayoutEffect, useFromHtml } from '../element/from-html';
import { preloadWhenIdle } from '../element/preload-when-idle';
import type { PropsOf } from '../element/attributes';
import type { WidgetHost } from '../element/widget-host';
import { createToastStore } from '../ui/toast';
import type { waitlistAttributes } from './attributes';
import { draftKeyOf, nameDraft, resumeDraft } from './draft';
import { createWaitlistStore, DROPPED } from './store';

/** The waitlist's attributes as parsed, which its store follows: consentLabel '' asks for no consent. */
export type WaitlistProps = PropsOf<typeof waitlistAttributes>;

/**
 * One waitlist store and notification area per element, wired to its current attributes. An inline
 * form reads the saved draft before its first render (after hydration, for a form drawn in the
 * HTML, which that render must match); a dialog's form when it first opens (waitlist-dialog.tsx).
 * The `form` it returns is what WaitlistForm and WaitlistDialog take.
 */
export function useWaitlist(host: WidgetHost, { connection, source, attribution, consentLabel }: WaitlistProps, placement: 'inline' | 'dialog') {
  const [toasts] = useState(createToastStore);
  const fromHtml = useFromHtml();
  const widget = host.localName.replace(/^rosterkit-/, '');
  // The same Connection object comes back while the attributes keep their values.
  const insert = useMemo(() => waitlistInserter(connection, { widget, source, attribution }), [connection, widget, source, attribution]);
  // Given its insert function and consent label from the start, so that the layout effect below
  // has nothing to do on mount: setting them there re-rendered the whole form before its first paint.
  const [store] = useState(() => {
    const created = createWaitlistStore(insert, consentLabel);
    nameDraft(created, draftKeyOf(host));
    if (placement === 'inline' && !fromHtml) resumeDraft(created);
    return created;
  });
  useEffect(() => {
    if (placement === 'inline' && fromHtml) resumeDraft(store, host.shadowRoot?.activeElement != null);
  }, [placement, fromHtml, store, host]);
  useBrowserLayoutEffect(() => {
    if (store.getState().insert !== insert) store.getState().setInsert(insert);
    store.getState().setConsentLabel(consentLabel);
  }, [store, insert, consentLabel]);
  // Step 2 and supabase-js, before the visitor needs them (on focus, pointer or idle).
  useEffect(() => {
    preloadWhenIdle(laterChunk.preload);
  }, []);
  // The campaign of the page the visitor arrived on, kept for a sign-up on a later page: at
  // once, as a visitor may click on to another page before anything lazy has arrived.
  useEffect(() => {
    if (attribution) rememberCampaign();
  }, [attribution]);

  const submit = async () => {
    const result = await store.getState().submit();
    if (!result) return;
    if (result === DROPPED || result.ok) {
      toasts.getState().push({ title: SUCCESS_TITLE, description: SUCCESS_MESSAGE, variant: 'default' });
      // A dropped bot sign-up has no row, so the host page's analytics hear nothing of it.
      if (result !== DROPPED) emit(host, 'rosterkit-waitlist-success', { id: result.id });
      return;
    }
    toasts.getState().push({ title: SUBMISSION_ERROR_TITLE, description: result.message, variant: 'destructive' });
    emit(host, 'rosterkit-waitlist-error', { code: result.code, message: result.message });
  };

  // Step 2's code is the code that sends a sign-up: without it, Next says what Submit would.
  const onUnavailable = () => toasts.getState().push({ title: SUBMISSION_ERROR_TITLE, description: NO_CONNECTION.message, variant: 'destructive' });

  return { form: { store, onSubmit: submit, onUnavailable }, toasts };
}
