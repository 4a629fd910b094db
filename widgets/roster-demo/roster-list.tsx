import { useStore } from 'zustand';
import { useOpens } from '../../src/element/commandfor';
import { TALENTS } from './data';
import { Icon } from './icons';
import { preloadTalentDetail } from './detail-chunk';
import type { RosterStore, RosterView } from './store';
import { TalentCard } from './talent-card';

const VIEWS: { view: RosterView; label: string; icon: 'grid' | 'list' }[] = [
  { view: 'grid', label: 'Grid view', icon: 'grid' },
  { view: 'list', label: 'List view', icon: 'list' },
];

interface RosterListProps {
  store: RosterStore;
  /** False in the demo's first frame: the list is there, empty, and its cards come in the next. */
  cardsShown: boolean;
  onCreateMediaKit: () => void;
  /** The waitlist dialog's id when it is drawn in the HTML: 'Create media kit' opens it before any script. */
  waitlistDialog?: string | undefined;
}

/** The roster: a toolbar and the three sample talents as a grid (default) or a list. */
export function RosterList({ store, cardsShown, onCreateMediaKit, waitlistDialog }: RosterListProps) {
  const opensWaitlist = useOpens(waitlistDialog);
  const view = useStore(store, (state) => state.view);
  const setView = useStore(store, (state) => state.setView);
  const favourites = useStore(store, (state) => state.favourites);
  const returnFocusId = useStore(store, (state) => state.returnFocusId);
  const { toggleFavourite, openTalent } = store.getState();

  return (
    <div className="rd-roster">
      <div className="rd-toolbar" part="toolbar">
        <div className="rd-toolbar-title">
          <h3 className="rd-section-title">Talents</h3>
          <span className="rd-count">{TALENTS.length}</span>
        </div>
        <div className="rd-segmented" role="group" aria-label="Layout">
          {VIEWS.map((option) => (
            <button
              key={option.view}
              type="button"
              className="rd-segment"
              part="button view-toggle"
              aria-pressed={view === option.view}
              aria-label={option.label}
              title={option.label}
              onClick={() => setView(option.view)}
            >
              <Icon name={option.icon} size={16} />
            </button>
          ))}
        </div>
        <div className="rd-toolbar-actions">
          {/* Sample data only: there is nothing to download. */}
          <button type="button" className="rk-button" data-variant="outline" part="button download">
            <Icon name="download" size={16} />
            Download roster
          </button>
          <button type="button" className="rk-button" part="button create-media-kit" onClick={onCreateMediaKit} {...opensWaitlist}>
            <Icon name="sparkles" size={16} />
            Create media kit
          </button>
        </div>
      </div>
      <ul className="rd-cards" data-view={view} aria-label="Talents">
        {cardsShown && TALENTS.map((talent) => (
          <TalentCard
            key={talent.id}
            talent={talent}
            view={view}
            favourite={favourites.includes(talent.id)}
            takeFocus={talent.id === returnFocusId}
            onToggleFavourite={() => toggleFavourite(talent.id)}
            onOpen={() => {
              preloadTalentDetail();
              openTalent(talent.id);
            }}
            onIntent={preloadTalentDetail}
          />
        ))}
      </ul>
    </div>
  );
}
