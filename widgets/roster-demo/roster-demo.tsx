import { Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { emit } from '../../src/element/events';
import { preloadWhenIdle } from '../../src/element/preload-when-idle';
import type { WidgetProps } from '../../src/element/react-renderer';
import { Toaster } from '../../src/ui/toast';
import { useWaitlist } from '../../src/waitlist/use-waitlist';
import { WaitlistDialog } from '../../src/waitlist/waitlist-dialog';
import { CompanyHeader } from './company-header';
import { TALENTS } from './data';
import { LoadBoundary, preloadTalentDetail, TalentDetail } from './loaders';
import { RosterList } from './roster-list';
import { createRosterStore } from './store';

type RosterDemoProps = WidgetProps & { brand: string; supabaseUrl: string; supabaseKey: string };

/** <rosterkit-roster-demo>: SPEC §2's hero demo of the roster. */
export function RosterDemo({ host, brand, supabaseUrl, supabaseKey }: RosterDemoProps) {
  const [store] = useState(() => createRosterStore(TALENTS.map(({ id }) => id)));
  const { store: waitlist, toasts, submit } = useWaitlist(host, supabaseUrl, supabaseKey, 'dialog');
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const selectedId = useStore(store, (state) => state.selectedId);
  const talent = TALENTS.find(({ id }) => id === selectedId);

  // The detail view and its charts, before a talent is opened (on pointer, focus or idle).
  useEffect(() => {
    preloadWhenIdle(preloadTalentDetail);
  }, []);

  const announced = useRef(waitlistOpen);
  useEffect(() => {
    if (announced.current === waitlistOpen) return;
    announced.current = waitlistOpen;
    emit(host, waitlistOpen ? 'rosterkit-open' : 'rosterkit-close', { dialog: 'waitlist' });
  }, [host, waitlistOpen]);

  const openWaitlist = () => setWaitlistOpen(true);

  return (
    <section className="rd-demo" part="demo" aria-label="Talent roster demo">
      <CompanyHeader />
      <div className="rd-body">
        {talent ? (
          <LoadBoundary fallback={<DetailUnavailable onBack={store.getState().closeTalent} />}>
            <Suspense fallback={<p className="rd-detail-loading" role="status">Loading {talent.name}…</p>}>
              <TalentDetail talent={talent} store={store} onCreateMediaKit={openWaitlist} />
            </Suspense>
          </LoadBoundary>
        ) : (
          <RosterList store={store} onCreateMediaKit={openWaitlist} />
        )}
      </div>
      <footer className="rd-footer" part="footer">
        Powered by <strong>{brand}</strong>
      </footer>
      <WaitlistDialog
        open={waitlistOpen}
        title={`Join the ${brand} Waitlist`}
        onClose={() => setWaitlistOpen(false)}
        store={waitlist}
        onSubmit={submit}
      />
      <Toaster store={toasts} />
    </section>
  );
}

function DetailUnavailable({ onBack }: { onBack: () => void }) {
  return (
    <div className="rd-detail-loading" role="alert">
      <p>This talent could not be loaded. Please check your connection.</p>
      <button type="button" className="rk-button" data-variant="outline" onClick={onBack}>
        Back to roster
      </button>
    </div>
  );
}
