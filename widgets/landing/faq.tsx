import type { KeyboardEvent, SyntheticEvent } from 'react';
import { useOpens } from '../../src/element/commandfor';
import { faqEntries } from './content';

interface FaqProps {
  brand: string;
  onReachOut: () => void;
  /** The contact dialog's id when it is drawn in the HTML: 'Reach out to our team' opens it before any script. */
  contactDialog?: string | undefined;
}

/** The items' shared `name`: the browser keeps one of them open at a time, script or not. */
const ACCORDION_NAME = 'lp-faq';

/** Arrow keys, Home and End move between the questions (WAI-ARIA accordion pattern); Enter and Space are the summary's own. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const questions = [...event.currentTarget.querySelectorAll<HTMLElement>('.lp-faq-trigger')];
  const current = questions.indexOf(event.target as HTMLElement);
  if (current === -1) return;
  event.preventDefault();
  const last = questions.length - 1;
  const next = { ArrowDown: current === last ? 0 : current + 1, ArrowUp: current === 0 ? last : current - 1, Home: 0, End: last }[event.key];
  questions[next ?? current]?.focus();
}

/**
 * One item open at a time where the browser does not see to it (`<details name>`: Safari before 17.2,
 * Firefox before 130): opening one closes the others. Elsewhere the browser has closed them already.
 */
function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const item of opened.parentElement?.querySelectorAll('details') ?? []) if (item !== opened) item.open = false;
}

/**
 * The FAQ: a single-open, collapsible accordion of items item-0 to item-6, then 'Reach out to our team'.
 * The browser opens and closes the items (`<details name>`), before any script too; React never sets
 * `open`, so hydration keeps what the visitor opened before it.
 */
export function Faq({ brand, onReachOut, contactDialog }: FaqProps) {
  const opens = useOpens(contactDialog);
  return (
    <section id="faq" className="lp-section lp-faq" tabIndex={-1} aria-labelledby="faq-title">
      <div className="lp-section-head">
        <p className="lp-eyebrow">FAQ</p>
        <h2 id="faq-title" className="lp-section-title">Frequently asked questions</h2>
      </div>
      <div className="lp-accordion" onKeyDown={moveFocus}>
        {faqEntries(brand).map(({ question, answer }, index) => {
          const value = `item-${index}`;
          return (
            // The visitor may have opened an item before the script: its `open` is not a mismatch.
            <details key={value} name={ACCORDION_NAME} className="lp-faq-item" data-value={value} onToggle={closeOthers} suppressHydrationWarning>
              <summary className="lp-faq-trigger">
                {/* HTML allows a heading in a summary and axe passes it; a reader that flattens the summary still names it by the question. */}
                <h3 className="lp-faq-heading">{question}</h3>
                <svg className="lp-faq-chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </summary>
              <div className="lp-faq-panel">
                <p>{answer}</p>
              </div>
            </details>
          );
        })}
      </div>
      <div className="lp-faq-more">
        <p>Still have questions? We are happy to help.</p>
        <button type="button" part="button" className="rk-button" data-variant="outline" onClick={onReachOut} {...opens}>
          Reach out to our team
        </button>
      </div>
    </section>
  );
}
