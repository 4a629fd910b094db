import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useAfterFirstPaint } from '../../src/element/after-first-paint';
import { useFromHtml } from '../../src/element/from-html';
import { HydrationBoundary } from '../../src/element/hydration-boundary';
import { preloadWhenIdle } from '../../src/element/preload-when-idle';
import type { WidgetProps } from '../../src/element/react-renderer';
import { useDialogEvents } from '../../src/element/use-dialog-host';
import { whenShown } from '../../src/element/when-shown';
import { useLazyChunk } from '../../src/lazy/use-lazy-chunk';
import { ErrorBoundary } from '../../src/ui/error-boundary';
import { Toaster } from '../../src/ui/toast';
import { useWaitlist, type WaitlistProps } from '../../src/waitlist/use-waitlist';
import { brandedWaitlistTitle, WaitlistDialog } from '../../src/waitlist/waitlist-dialog';
import { CompanyHeader } from './company-header';
import { TALENTS } from './data';
import { detailChunk, prefetchTalentDetail } from './detail-chunk';
import { focusInPlace } from './focus';
import { RosterList } from './roster-list';
import { createRosterStore } from './store';

type RosterDemoProps = WidgetProps & WaitlistProps & { brand: string };

/** <rosterkit-roster-demo>: the interactive demo of an agency's roster (docs/product.md#roster-demo). */
export function RosterDemo({ host, brand, ...attributes }: RosterDemoProps) {
  const [store] = useState(() => createRosterStore(TALENTS.map(({ id }) => id)));
  const { form: waitlist, toasts } = useWaitlist(host, attributes, 'dialog');
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const selectedId = useStore(store, (state) => state.selectedId);
  const talent = TALENTS.find(({ id }) => id === selectedId);
  // Asked for again each time a talent is opened, if the last fetch failed.
  const detail = useLazyChunk(detailChunk, talent !== undefined);
  // The first frame draws the header and toolbar in the height reserved for the whole demo; the
  // cards and footer come in the next, so their text's first layout is a task of its own.
  const painted = useAfterFirstPaint();

  // The detail view and its charts' code, before a talent is opened (then run on pointer or focus);
  // not while the demo is not shown, where no talent can be opened.
  const section = useRef<HTMLElement>(null);
  useEffect(() => whenShown(section.current!, () => preloadWhenIdle(prefetchTalentDetail)), []);

  useDialogEvents(host, 'waitlist', waitlistOpen);

  const openWaitlist = useCallback(() => setWaitlistOpen(true), []);
  // Drawn in the HTML, the waitlist dialog is there, closed, for 'Create media kit' to open by itself.
  const drawnDialog = useFromHtml() ? 'rk-waitlist' : undefined;

  return (
    <section ref={section} className="rd-demo" part="demo" aria-label="Talent roster demo" data-first-frame={painted ? undefined : ''}>
      <CompanyHeader />
      <div className="rd-body">
        {talent ? (
          detail.module ? (
            <ErrorBoundary fallback={<DetailPending failed onBack={store.getState().closeTalent} />}>
              <detail.module.TalentDetail talent={talent} store={store} onCreateMediaKit={openWaitlist} />
            </ErrorBoundary>
          ) : (
            <DetailPending name={talent.name} failed={detail.failed} onBack={store.getState().closeTalent} />
          )
        ) : (
          <RosterList store={store} cardsShown={painted} onCreateMediaKit={openWaitlist} waitlistDialog={drawnDialog} />
        )}
      </div>
      {painted && (
        <footer className="rd-footer" part="footer">
          Powered by <strong>{brand}</strong>
        </footer>
      )}
      <HydrationBoundary>
        <WaitlistDialog
          open={waitlistOpen}
          title={brandedWaitlistTitle(brand)}
          onClose={() => setWaitlistOpen(false)}
          {...waitlist}
          id={drawnDialog}
          onOpenedBefore={openWaitlist}
        />
      </HydrationBoundary>
      <Toaster store={toasts} />
    </section>
  );
}

/**
 * A talent's detail while its code loads, or when it could not: a way back, which takes the focus
 * from the card it replaced, as the detail's heading does (talent-detail.tsx).
 */
function DetailPending({ name, failed, onBack }: { name?: string; failed: boolean; onBack: () => void }) {
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => focusInPlace(back.current), [failed]);
  return (
    <div className="rd-detail-loading">
      {failed ? (
        <p role="alert">This talent could not be loaded. Please check your connection.</p>
      ) : (
        <p role="status">Loading {name}…</p>
      )}
      <button ref={back} type="button" className="rk-button" data-variant="outline" onClick={onBack}>
        Back to roster
      </button>
    </div>
  );
}
