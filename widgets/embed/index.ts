/**
 * Entry of dist/widgets/embed.js: one script tag for every widget. It watches the page
 * for the elements of CONTRACT.md and loads a widget's script only when its element is
 * there (or appears later), so a page with only a waitlist form never downloads the
 * roster's or the charts' code.
 *
 * For editors that strip unknown tags, it also turns a placeholder
 * <div data-rosterkit-element="rosterkit-waitlist" data-brand="…"> into the element.
 */
const widgetScripts = import.meta.glob(['../*/index.ts', '!../embed/index.ts']);

const TAGS = ['rosterkit-waitlist', 'rosterkit-waitlist-modal', 'rosterkit-contact', 'rosterkit-roster-demo', 'rosterkit-landing'];
const PLACEHOLDER = '[data-rosterkit-element]';

/** <rosterkit-waitlist-modal> lives in waitlist.js; every other tag in its own script. */
const scriptFor = (tag: string) => `../${tag.slice('rosterkit-'.length).replace(/-modal$/, '')}/index.ts`;

const pending = new Set(TAGS.filter((tag) => !customElements.get(tag)));

function upgradePlaceholders(root: ParentNode): void {
  const found = root instanceof Element && root.matches(PLACEHOLDER) ? [root] : [...root.querySelectorAll(PLACEHOLDER)];
  for (const placeholder of found) {
    const tag = placeholder.getAttribute('data-rosterkit-element') ?? '';
    if (!TAGS.includes(tag)) continue;
    const element = document.createElement(tag);
    for (const { name, value } of placeholder.attributes) {
      if (name !== 'data-rosterkit-element') element.setAttribute(name, value);
    }
    placeholder.replaceWith(element);
  }
}

function loadPresent(root: ParentNode): void {
  upgradePlaceholders(root);
  for (const tag of pending) {
    if (!root.querySelector(tag) && !(root instanceof Element && root.localName === tag)) continue;
    pending.delete(tag);
    widgetScripts[scriptFor(tag)]?.().catch((error: unknown) => {
      console.error(`[rosterkit] could not load the script of <${tag}>`, error);
    });
  }
}

new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof Element) loadPresent(node);
    }
  }
}).observe(document.documentElement, { childList: true, subtree: true });
loadPresent(document);
