import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon, type IconName } from './icons';

export interface TabDefinition<T extends string> {
  id: T;
  label: string;
  icon: IconName;
}

interface TabListProps<T extends string> {
  label: string;
  tabs: readonly TabDefinition<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** Prefix for the tab and panel ids, unique per element instance. */
  idBase: string;
}

const tabId = (idBase: string, id: string) => `${idBase}-tab-${id}`;
const panelId = (idBase: string, id: string) => `${idBase}-panel-${id}`;

/**
 * WAI-ARIA tabs with automatic activation: one tab stop; Arrow Left/Right (wrapping),
 * Home and End move the focus and select the tab they land on.
 */
export function TabList<T extends string>({ label, tabs, selected, onSelect, idBase }: TabListProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    // With a modifier, the keys are the browser's: Alt+Left goes back a page.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };

  return (
    <div className="rd-tabs" role="tablist" aria-label={label} part="tablist" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(idBase, tab.id)}
            className="rd-tab"
            part={active ? 'tab tab-selected' : 'tab'}
            aria-selected={active}
            // Only the selected tab's panel is there: an id of one that is not would point at nothing.
            aria-controls={active ? panelId(idBase, tab.id) : undefined}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            <Icon name={tab.icon} size={16} />
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of the selected tab; only that one is rendered, so the charts load only when shown. */
export function TabPanel({ idBase, id, children }: { idBase: string; id: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(idBase, id)} aria-labelledby={tabId(idBase, id)} className="rd-tabpanel" part="tabpanel" tabIndex={0}>
      {children}
    </div>
  );
}
