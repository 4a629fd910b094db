import type { DrawShadowRoot } from './rosterkit-element';

/** In the browser, nothing is drawn into the HTML: `#draw` resolves here there (draw.tsx says why). */
export const drawShadowRoot: DrawShadowRoot | null = null;
