import type { KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { faqEntries } from './content';
import type { LandingStore } from './store';

interface FaqProps {
  brand: string;
  store: LandingStore;
  onReachOut: () => void;
}

/** Arrow keys, Home and End move between the accordion's headers (WAI-ARIA accordion pattern). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('.lp-faq-trigger')];
  const current = buttons.indexOf(event.target as HTMLButtonElement);
  if (current === -1) return;
  event.preventDefault();
  const last = buttons.length - 1;
  const next = { ArrowDown: current === last ? 0 : current + 1, ArrowUp: current === 0 ? last : current - 1, Home: 0, End: last }[event.key];
  buttons[next ?? current]?.focus();
}

/** The FAQ: a single-open, collapsible accordion of items item-0 to item-6, then 'Reach out to our team'. */
export function Faq({ brand, store, onReachOut }: FaqProps) {
  const openItem = useStore(store, (state) => state.openFaqItem);
  const toggle = useStore(store, (state) => state.toggleFaqItem);
  return (
    <section id="faq" className="lp-section lp-faq" tabIndex={-1} aria-labelledby="faq-title">
      <div className="lp-section-head">
        <p className="lp-eyebrow">FAQ</p>
        <h2 id="faq-title" className="lp-section-title">Frequently asked questions</h2>
      </div>
      <div className="lp-accordion" onKeyDown={moveFocus}>
        {faqEntries(brand).map(({ question, answer }, index) => {
          const value = `item-${index}`;
          const open = openItem === value;
          return (
            <div key={value} className="lp-faq-item" data-value={value} data-state={open ? 'open' : 'closed'}>
              <h3 className="lp-faq-heading">
                <button
                  type="button"
                  id={`faq-${value}-trigger`}
                  className="lp-faq-trigger"
                  aria-expanded={open}
                  aria-controls={`faq-${value}-panel`}
                  onClick={() => toggle(value)}
                >
                  {question}
                  <svg className="lp-faq-chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                    <path d="M6 9l6 6 6-6" />
                  </svg>
                </button>
              </h3>
              <div id={`faq-${value}-panel`} role="region" aria-labelledby={`faq-${value}-trigger`} className="lp-faq-panel" hidden={!open}>
                <p>{answer}</p>
              </div>
            </div>
          );
        })}
      </div>
      <div className="lp-faq-more">
        <p>Still have questions? We are happy to help.</p>
        <button type="button" className="rk-button" data-variant="outline" onClick={onReachOut}>
          Reach out to our team
        </button>
      </div>
    </section>
  );
}
