// @ts-check
// Renders the talent-profile preview's sample images (stylised SVG portraits and scenes) to small
// WebP files in src/assets/profile/: generated, so the bundle ships no third-party photos.
// Run: node scripts/images/profile.mjs
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const OUT = new URL('../../src/assets/profile/', import.meta.url);
const PHOTO = { width: 480, height: 600 };

/**
 * @typedef {{ x: number, y: number, scale: number, skin: string, hair: string, top: string, hairStyle: 'long' | 'bun' | 'short' }} Figure
 * @typedef {{ sky: [string, string], ground: string, sun: string, accent: string, figure: Figure, extra?: string }} Scene
 */

/** A person's silhouette: head, neck and shoulders, with soft hair. @param {Figure} figure */
function person({ x, y, scale, skin, hair, top, hairStyle }) {
  const longHair =
    hairStyle === 'long'
      ? `<path d="M-66 -30 C-84 -126 84 -126 66 -30 L76 96 C40 112 -40 112 -76 96 Z" fill="${hair}"/>`
      : '';
  const bun = hairStyle === 'bun' ? `<circle cx="0" cy="-104" r="30" fill="${hair}"/>` : '';
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    ${longHair}${bun}
    <path d="M-150 260 C-140 120 -70 92 0 92 C70 92 140 120 150 260 Z" fill="${top}"/>
    <path d="M-21 20 L21 20 L24 100 C10 112 -10 112 -24 100 Z" fill="${skin}"/>
    <path d="M-21 20 L21 20 L22 52 C8 62 -8 62 -22 52 Z" fill="#000" opacity="0.12"/>
    <ellipse cx="0" cy="-20" rx="52" ry="64" fill="${skin}"/>
    <path d="M-60 -8 C-72 -125 72 -125 60 -8 C54 -52 22 -70 -6 -62 C-30 -56 -52 -40 -60 -8 Z" fill="${hair}"/>
  </g>`;
}

/** @param {Scene} scene */
function scene({ sky, ground, sun, accent, figure, extra = '' }) {
  const { width, height } = PHOTO;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1">
        <stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/>
      </linearGradient>
      <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stop-color="${sun}" stop-opacity="0.95"/><stop offset="1" stop-color="${sun}" stop-opacity="0"/>
      </radialGradient>
      <filter id="soft"><feGaussianBlur stdDeviation="18"/></filter>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="360" cy="150" r="150" fill="url(#sun)"/>
    <g filter="url(#soft)" opacity="0.55">
      <circle cx="80" cy="420" r="110" fill="${accent}"/>
      <circle cx="430" cy="380" r="90" fill="${ground}"/>
    </g>
    ${extra}
    <path d="M0 470 C120 430 300 450 480 420 L480 600 L0 600 Z" fill="${ground}" opacity="0.85"/>
    ${person(figure)}
  </svg>`;
}

/** The five sample photos' scenes: data, so each differs from the others only in its values. @type {Scene[]} */
const SCENES = JSON.parse(await readFile(new URL('./profile-scenes.json', import.meta.url), 'utf8'));
const PHOTOS = SCENES.map(scene);

const AVATAR = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f9a8d4"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>
  <rect width="200" height="200" fill="url(#bg)"/>
  ${person({ x: 100, y: 100, scale: 0.62, skin: '#e8b08f', hair: '#3b2314', top: '#f5f3ff', hairStyle: 'long' })}
</svg>`;

const AGENCY_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e1b4b"/><stop offset="1" stop-color="#4338ca"/></linearGradient></defs>
  <rect width="96" height="96" rx="22" fill="url(#g)"/>
  <path d="M26 66 L48 26 L70 66 Z" fill="none" stroke="#fde68a" stroke-width="7" stroke-linejoin="round"/>
  <circle cx="48" cy="54" r="7" fill="#fde68a"/>
</svg>`;

/** @param {string} svg @param {string} name @param {number} quality */
async function render(svg, name, quality) {
  const webp = await sharp(Buffer.from(svg)).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
  await writeFile(new URL(name, OUT), webp);
  console.log(`${name}: ${webp.length} bytes`);
}

await mkdir(OUT, { recursive: true });
for (const [index, svg] of PHOTOS.entries()) await render(svg, `photo-${index + 1}.webp`, 62);
await render(AVATAR, 'avatar.webp', 70);
await render(AGENCY_LOGO, 'agency-logo.webp', 80);
