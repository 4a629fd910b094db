/**
 * dist/ssr/: Rosterkit's widget elements drawn to HTML on a Node server, as declarative
 * shadow roots that browsers show before any script and the widgets' scripts hydrate.
 * See docs/embedding.md, "Server rendering".
 */

/** An element's attributes as written on it (`data-brand`, `data-supabase-url`, …); undefined or null leaves one out. */
export type WidgetAttributes = Record<string, string | null | undefined>;

export interface RenderOptions {
  /** The URL of the folder holding the release's embed.js and styles/ (its dist/widgets/). Default '/widgets/'. */
  widgetsUrl?: string;
  /** 'link' (default): a stylesheet link under widgetsUrl. 'inline': a <style>, for a page whose CSP allows it by its hash. */
  styles?: 'link' | 'inline';
}

/**
 * The element's HTML, already drawn: `<script>EARLY_INPUT_SCRIPT</script><rosterkit-waitlist data-brand="…"><template shadowrootmode="open">…</template></rosterkit-waitlist>`.
 * Attribute values are escaped; an unknown tag throws.
 */
export function renderWidget(tag: string, attributes?: WidgetAttributes, options?: RenderOptions): string;

/**
 * The small inline script before each drawn element: a click on a button that needs the
 * widget's script, made before that script has run, is held and carried out once it has. It
 * also enables the waitlist's Next, drawn disabled, as its required fields are filled.
 */
export const EARLY_INPUT_SCRIPT: string;

/** EARLY_INPUT_SCRIPT's hash (`'sha256-…'`), for a Content-Security-Policy's script-src. */
export const EARLY_INPUT_SCRIPT_HASH: string;

/** The tags renderWidget draws. */
export const WIDGET_TAGS: readonly string[];

/** Each widget's stylesheet, by path under the widgets folder (the build writes them to dist/widgets/). */
export function widgetStylesheets(): { tag: string; path: string; css: string }[];
