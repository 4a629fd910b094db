import { createStore } from 'zustand';

export type RosterView = 'grid' | 'list';
export type DetailTab = 'statistics' | 'packages';

/** The roster's state: the layout, each card's favourite flag, the selected talent and its tab. */
interface RosterState {
  view: RosterView;
  favourites: readonly string[];
  /** null: the roster is shown; an id: that talent's detail is shown. */
  selectedId: string | null;
  tab: DetailTab;
  /** The talent just closed: its card takes the focus back when the roster returns. */
  returnFocusId: string | null;
  setView: (view: RosterView) => void;
  toggleFavourite: (id: string) => void;
  openTalent: (id: string) => void;
  closeTalent: () => void;
  setTab: (tab: DetailTab) => void;
}

/** One store per element instance: two demos on a page never share favourites or views. */
export function createRosterStore(talentIds: readonly string[]) {
  const known = (id: string) => talentIds.includes(id);
  return createStore<RosterState>()((set) => ({
    view: 'grid',
    favourites: [],
    selectedId: null,
    tab: 'statistics',
    returnFocusId: null,
    setView: (view) => set({ view }),
    toggleFavourite: (id) => {
      if (!known(id)) return;
      set(({ favourites }) => ({
        favourites: favourites.includes(id) ? favourites.filter((other) => other !== id) : [...favourites, id],
      }));
    },
    // Every opened talent starts on Statistics, the default tab.
    openTalent: (id) => {
      if (known(id)) set({ selectedId: id, tab: 'statistics' });
    },
    closeTalent: () => set(({ selectedId }) => ({ selectedId: null, returnFocusId: selectedId })),
    setTab: (tab) => set({ tab }),
  }));
}

export type RosterStore = ReturnType<typeof createRosterStore>;
