/**
 * Entry of dist/widgets/embed.js, one script tag for every widget: defines every element, and
 * loads a widget's script only once its element is on the page. For editors that strip unknown
 * tags, it also turns a placeholder <div data-rosterkit-element="rosterkit-waitlist" data-brand="…">
 * into the element.
 */
import { widgetElementClass } from '../../src/element/element-class';
import { lazyChunk } from '../../src/lazy/lazy-chunk';

/** Each widget's script, loaded as any lazy part is: a failed fetch is asked for again the next time (src/lazy/). */
const widgetScripts = Object.fromEntries(
  Object.entries(import.meta.glob(['../*/index.ts', '!../embed/index.ts'])).map(([path, load]) => [path, lazyChunk(load)]),
);

/** Each tag of the registry (widgets/registry.mjs) and the script that defines it: written in by the build. */
declare const __ROSTERKIT_SCRIPT_OF_TAG__: Record<string, string>;
const SCRIPT_OF_TAG = __ROSTERKIT_SCRIPT_OF_TAG__;
const TAGS = Object.keys(SCRIPT_OF_TAG);
const PLACEHOLDER = '[data-rosterkit-element]';

/** Each widget script's chunks, relative to this file: written into the build by widgetChunks() (build/widget-chunks.ts). */
declare const __ROSTERKIT_WIDGET_CHUNKS__: Record<string, string[] | undefined>;

/**
 * A widget's script names its chunks only once it has arrived, one more round trip before
 * the widget can render. Announced beside the script, they arrive with it. The links go
 * once done: the module map keeps what they fetched, and the host page's head is left as it was.
 */
function preloadChunks(widget: string): void {
  // A page whose CSP allows scripts by nonce alone refuses a link without it; every nonce of one
  // page is the same, and the browser keeps it in the property once it hides the attribute. As in
  // src/lazy/prefetch-chunk.ts, not imported from there: a shared module would be a chunk more here.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  for (const chunk of __ROSTERKIT_WIDGET_CHUNKS__[widget] ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.nonce = nonce;
    link.href = new URL(chunk, import.meta.url).href;
    link.onload = link.onerror = () => link.remove();
    document.head.append(link);
  }
}

/** Each dialog kind's element, for data-rosterkit-open: written in by the build. */
declare const __ROSTERKIT_TAG_OF_DIALOG__: Record<string, string>;
const DIALOG_TAGS = Object.values(__ROSTERKIT_TAG_OF_DIALOG__);
/** Every attribute an element reads (widgets/registry.mjs): written in by the build. */
declare const __ROSTERKIT_ATTRIBUTES__: string[];

/** The tags whose script has run, those whose script is still to load, and those an element of has connected. */
const ready = new Set(TAGS.filter((tag) => customElements.get(tag)));
const pending = new Set(TAGS.filter((tag) => !ready.has(tag)));
const wanted = new Set<string>();

function upgradePlaceholders(root: ParentNode): void {
  const found = root instanceof Element && root.matches(PLACEHOLDER) ? [root] : [...root.querySelectorAll(PLACEHOLDER)];
  for (const placeholder of found) {
    const named = placeholder.getAttribute('data-rosterkit-element') ?? '';
    // A tag name is the same in any letter case; an editor may have padded it.
    const tag = named.trim().toLowerCase();
    if (!TAGS.includes(tag)) {
      console.error(`[rosterkit] data-rosterkit-element="${named}" names no widget: use one of ${TAGS.join(', ')}.`);
      continue;
    }
    const element = document.createElement(tag);
    for (const { name, value } of placeholder.attributes) {
      if (name !== 'data-rosterkit-element') element.setAttribute(name, value);
    }
    placeholder.replaceWith(element);
  }
}

/** Whether a script has failed to load since the last retry, and whether the visitor has pressed since. */
let failed = false;
let pressed = false;
const retry = () => {
  if (!failed) return;
  failed = false;
  pressed = false;
  for (const tag of wanted) loadScript(tag);
};

function loadScript(tag: string): void {
  if (!pending.delete(tag)) return;
  const widget = SCRIPT_OF_TAG[tag] ?? '';
  const load = widgetScripts[`../${widget}/index.ts`];
  if (!load) return;
  preloadChunks(widget);
  load.load().then(() => ready.add(tag), (error: unknown) => {
    // Asked for again when such an element is added, at the visitor's next press (at once if one
    // came meanwhile), or when the browser is back online: a drawn widget's held clicks wait on it.
    pending.add(tag);
    failed = true;
    if (pressed) retry();
    console.error(`[rosterkit] could not load the script of <${tag}>`, error);
  });
}

// A host page's data-rosterkit-open="<kind>" clicked before the dialog's script has run: the
// element is marked open, which is its state, and opens once its script has run. After that, the
// element's own listener (src/element/dialog-host.ts) answers such clicks.
document.addEventListener('click', (event) => {
  const opener = event.composedPath().find((node): node is Element => node instanceof Element && node.hasAttribute('data-rosterkit-open'));
  const kind = opener?.getAttribute('data-rosterkit-open') ?? '';
  // Own keys only: "constructor" or "toString" would find Object's, and querySelector would throw.
  const tag = Object.hasOwn(__ROSTERKIT_TAG_OF_DIALOG__, kind) ? __ROSTERKIT_TAG_OF_DIALOG__[kind] : undefined;
  if (opener && !tag) console.error(`[rosterkit] data-rosterkit-open="${kind}" names no dialog: use ${Object.keys(__ROSTERKIT_TAG_OF_DIALOG__).join(' or ')}.`);
  // Once the dialog's script has run, its own listener answers, or says the page lacks it.
  if (!tag || ready.has(tag)) return;
  const dialog = document.querySelector(tag);
  // In dialog-host.ts's words: importing them would put that module's chunk in this script.
  if (!dialog) return console.warn(`[rosterkit] data-rosterkit-open="${kind}" was clicked, but the page has no <${tag}>.`);
  event.preventDefault();
  dialog.setAttribute('open', '');
});

const press = () => {
  pressed = true;
  retry();
};
addEventListener('online', retry);
for (const type of ['pointerdown', 'keydown']) addEventListener(type, press, { capture: true, passive: true });
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof Element) upgradePlaceholders(node);
    }
  }
}).observe(document.documentElement, { childList: true, subtree: true });
upgradePlaceholders(document);

// Every element is defined here at once, a dialog's show() and close() included; its script gives
// it its behaviour when it comes (src/element/element-class.ts). It is loaded when an element
// connects: in the document, or in the shadow root of a host page's own component, which no
// search of the document reaches.
for (const tag of [...pending]) {
  const Base = widgetElementClass(__ROSTERKIT_ATTRIBUTES__, DIALOG_TAGS.includes(tag));
  customElements.define(
    tag,
    class extends Base {
      override connectedCallback(): void {
        super.connectedCallback();
        wanted.add(tag);
        loadScript(tag);
      }
    },
  );
}
