/**
 * The icon iOS puts on a home screen and in its bookmarks (apple-touch-icon.png): favicon.svg
 * drawn square at 180 px. iOS rounds the corners itself, and shows transparent ones black, so
 * the favicon's own rounding goes. Without it, iOS asks for the file anyway and shows a
 * screenshot of the page.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

export const TOUCH_ICON_FILE = 'apple-touch-icon.png';
const TOUCH_ICON_PX = 180;
const FAVICON_VIEWBOX_PX = 40;
const ROUNDED = ' rx="11"';

export async function touchIconPng(): Promise<Buffer> {
  const favicon = await readFile(new URL('../demo-host/favicon.svg', import.meta.url), 'utf8');
  if (!favicon.includes(ROUNDED)) throw new Error(`demo-host/favicon.svg has no${ROUNDED} to square for ${TOUCH_ICON_FILE}.`);
  const square = Buffer.from(favicon.replace(ROUNDED, ''));
  // Drawn at the icon's own size: a 40 px drawing scaled up would blur.
  return sharp(square, { density: (72 * TOUCH_ICON_PX) / FAVICON_VIEWBOX_PX }).resize(TOUCH_ICON_PX, TOUCH_ICON_PX).removeAlpha().png().toBuffer();
}
