/**
 * The share image named by og:image: a 1200x630 PNG with the brand name and tagline, drawn at
 * build time without a browser (a fresh clone builds before Chromium is installed). Satori lays
 * the card out and turns its text into paths, so the PNG looks the same on every machine; sharp
 * rasterises that SVG.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createElement as h, type CSSProperties } from 'react';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import { SHARE_IMAGE_HEIGHT_PX, SHARE_IMAGE_WIDTH_PX } from './seo.ts';

const PADDING_PX = 80;
const BRAND_MAX_FONT_PX = 128;
const BRAND_MIN_FONT_PX = 64;
/** Inter ExtraBold's average advance, in ems, over names in mixed case: enough to choose a size that keeps most names on one line. */
const BRAND_EM_PER_CHAR = 0.62;

/**
 * Satori reads woff, not woff2. Fontsource splits Inter by script and satori keeps one font per
 * name and weight, so each script gets a name of its own in the stack: a brand in Polish,
 * Cyrillic, Greek or Vietnamese is drawn in Inter too, not as missing-glyph boxes.
 */
const INTER_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];
const FONT_STACK = INTER_SUBSETS.map((subset) => `"Inter ${subset}"`).join(', ');
const FONT_FILES = ([500, 600, 800] as const).flatMap((weight) =>
  INTER_SUBSETS.map((subset) => ({ name: `Inter ${subset}`, weight, file: `inter-${subset}-${weight}-normal.woff` })),
);

const require = createRequire(import.meta.url);
let fonts: Promise<Font[]> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all(
    FONT_FILES.map(async ({ name, weight, file }): Promise<Font> => ({
      name,
      weight,
      style: 'normal',
      data: await readFile(require.resolve(`@fontsource/inter/files/${file}`)),
    })),
  ));

/** Long names get a smaller size, then wrap onto a second line, then end in an ellipsis. */
function brandFontPx(brand: string): number {
  const fit = (SHARE_IMAGE_WIDTH_PX - 2 * PADDING_PX) / (Math.max(brand.length, 1) * BRAND_EM_PER_CHAR);
  return Math.round(Math.min(BRAND_MAX_FONT_PX, Math.max(BRAND_MIN_FONT_PX, fit)));
}

const STAR_PATH = 'M20 7c1.2 6.9 4.1 9.8 13 13-8.9 3.2-11.8 6.1-13 13-1.2-6.9-4.1-9.8-13-13 8.9-3.2 11.8-6.1 13-13z';

/** The landing's logo mark (widgets/landing/icons.tsx), as the card's corner mark. */
function logoMark(sizePx: number) {
  return h(
    'svg',
    { width: sizePx, height: sizePx, viewBox: '0 0 40 40' },
    h('defs', null, h('linearGradient', { id: 'mark', x1: '0', y1: '0', x2: '1', y2: '1' }, h('stop', { offset: '0', stopColor: '#a78bfa' }), h('stop', { offset: '1', stopColor: '#5b21b6' }))),
    h('rect', { width: 40, height: 40, rx: 11, fill: 'url(#mark)' }),
    h('path', { d: STAR_PATH, fill: '#fff' }),
  );
}

/** The mark's four-pointed star, large and faint behind the right half of the card. */
function backdropStar() {
  return h(
    'svg',
    { width: 380, height: 380, viewBox: '7 7 26 26', style: { position: 'absolute', right: 40, top: 170, opacity: 0.12 } },
    h('path', { d: STAR_PATH, fill: '#ffffff' }),
  );
}

function badge() {
  const style: CSSProperties = {
    display: 'flex', alignItems: 'center', gap: 12, padding: '10px 22px', borderRadius: 999,
    backgroundColor: 'rgba(255,255,255,0.1)', border: '1px solid rgba(255,255,255,0.22)',
    color: '#ede9fe', fontSize: 24, fontWeight: 600,
  };
  return h('div', { style },
    h('div', { style: { width: 12, height: 12, borderRadius: 6, backgroundColor: '#c4b5fd', boxShadow: '0 0 0 5px rgba(196,181,253,0.25)' } }),
    'Coming Soon');
}

function card(brand: string, tagline: string) {
  const page: CSSProperties = {
    width: SHARE_IMAGE_WIDTH_PX, height: SHARE_IMAGE_HEIGHT_PX, display: 'flex', flexDirection: 'column',
    justifyContent: 'space-between', boxSizing: 'border-box', padding: PADDING_PX, fontFamily: FONT_STACK, color: '#ffffff',
    backgroundColor: '#1a1033',
    // The hero's glows (widgets/landing/landing.css) over the theme's dark-to-primary purple.
    backgroundImage: [
      'radial-gradient(circle at 88% 8%, rgba(244,114,182,0.38) 0%, rgba(244,114,182,0) 42%)',
      'radial-gradient(circle at 8% 100%, rgba(167,139,250,0.45) 0%, rgba(167,139,250,0) 50%)',
      'linear-gradient(120deg, #1a1033 0%, #2e1065 45%, #5b21b6 80%, #6d28d9 100%)',
    ].join(', '),
  };
  const fontSize = brandFontPx(brand);
  return h('div', { style: page },
    backdropStar(),
    h('div', { style: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' } }, logoMark(72), badge()),
    h('div', { style: { display: 'flex', flexDirection: 'column', gap: 28 } },
      h('div', { style: { display: 'block', fontSize, fontWeight: 800, lineHeight: 1.05, letterSpacing: '-0.035em', wordBreak: 'break-word', lineClamp: 2 } }, brand),
      h('div', { style: { display: 'flex', width: 60, height: 6, borderRadius: 3, backgroundImage: 'linear-gradient(90deg, #a78bfa, #f0abfc)' } }),
      h('div', { style: { display: 'block', maxWidth: 940, fontSize: 42, fontWeight: 500, lineHeight: 1.3, color: '#ddd6fe', wordBreak: 'break-word', lineClamp: 2 } }, tagline),
    ),
  );
}

/** The share image as PNG bytes. */
export async function shareImagePng({ brand, tagline }: { brand: string; tagline: string }): Promise<Buffer> {
  const svg = await satori(card(brand, tagline), { width: SHARE_IMAGE_WIDTH_PX, height: SHARE_IMAGE_HEIGHT_PX, fonts: await loadFonts() });
  // A dithered 256-colour palette halves the file (to a lossless encoder the gradients are all
  // colour noise): some messengers show no preview for a large image.
  return sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9 }).toBuffer();
}
