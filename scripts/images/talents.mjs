// @ts-check
// Renders the roster demo's sample images (SVG illustrations) to small WebP files in
// src/assets/talents/. The widget ships these with its bundle: nothing is fetched from
// a third party. Run: node scripts/images/talents.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { arch, backdrop, landscape, objects, person, scaled, svg, tabletop, track } from './shapes.mjs';

const OUT_DIR = new URL('../../src/assets/talents/', import.meta.url);
const WEBP = { quality: 74, effort: 6, smartSubsample: true };

const PORTRAIT = { w: 360, h: 450 };
const STRIP = { w: 480, h: 360 };
const THUMB = { w: 240, h: 240 };
const LOGO = { w: 96, h: 96 };

const PEOPLE = /** @satisfies {Record<string, import('./shapes.mjs').Person>} */ ({
  maya: { skin: '#f1c7a8', shade: '#dba583', hair: '#2b1d16', hairStyle: 'long', top: '#2f6f6a' },
  lucas: { skin: '#e8b995', shade: '#cf9a75', hair: '#5a3a22', hairStyle: 'short', top: '#27345c' },
  amara: { skin: '#8d5a3b', shade: '#74462c', hair: '#1d1412', hairStyle: 'curly', top: '#d9a441' },
});

/** @type {Record<keyof typeof PEOPLE, import('./shapes.mjs').Backdrop>} */
const BACKDROPS = {
  maya: { from: '#fde2d4', to: '#f2a794', glow: '#fff7ed', arch: '#fbcfbd' },
  lucas: { from: '#d8f1ea', to: '#86c9bb', glow: '#f0fdfa', arch: '#b9e4d9' },
  amara: { from: '#ece4ff', to: '#a895e6', glow: '#faf5ff', arch: '#d3c6fb' },
};

/** @param {keyof typeof PEOPLE} name @param {number} w @param {number} h */
const portrait = (name, w, h, dx = 0, scale = 1) =>
  svg(w, h, `${backdrop(BACKDROPS[name], w, h)}${arch(BACKDROPS[name], w / 2 + dx, h, w * 0.6, h * 0.14)}${person(PEOPLE[name], w / 2 + dx, h * 0.44, scale * (h / 450))}`);

const { w: sw, h: sh } = STRIP;
const strip = {
  maya: [
    () => portrait('maya', sw, sh, -90, 0.95),
    () => svg(sw, sh, landscape(sw, sh, ['#fcd9c3', '#f7b09a'], '#fff4e0', ['#c98e8e', '#9c6b7c', '#5d4a66'])),
    () => svg(sw, sh, landscape(sw, sh, ['#bfe3ef', '#fce7d6'], '#ffffff', ['#6fb1c2', '#3f8ca1', '#2b6677'])),
  ],
  lucas: [
    () => portrait('lucas', sw, sh, 90, 0.95),
    () => svg(sw, sh, tabletop(sw, sh, ['#e6f4f1', '#bfe0d8'], '#8fb8ae', scaled(sw / 2, sh * 0.86, 1.45, objects.dumbbell(sw * 0.4, sh * 0.86, '#27345c') + objects.bottle(sw * 0.72, sh * 0.86, '#3f9d8c', '#e5e7eb')))),
    () => svg(sw, sh, track(sw, sh, ['#fbd3b0', '#f8e7d2'], '#c2574a')),
  ],
  amara: [
    () => portrait('amara', sw, sh, -90, 0.95),
    () => svg(sw, sh, tabletop(sw, sh, ['#f5efff', '#dccffb'], '#c4b2ef', scaled(sw / 2, sh * 0.86, 1.5, objects.bottle(sw * 0.34, sh * 0.86, '#e9b872', '#3b2a4d') + objects.lipstick(sw * 0.5, sh * 0.86, '#b4235a', '#d9a441') + objects.compact(sw * 0.66, sh * 0.86, '#8a6fd1')))),
    () => svg(sw, sh, tabletop(sw, sh, ['#fff1ec', '#f6d5cb'], '#e7b8a8', scaled(sw / 2, sh * 0.86, 1.15, objects.flowers(sw * 0.5, sh * 0.86, '#7c5cc4', '#f7a8b8')))),
  ],
};

const { w: tw, h: th } = THUMB;
const publications = [
  () => svg(tw, th, tabletop(tw, th, ['#f6ede4', '#e8d5c4'], '#c9a98f', objects.cup(tw * 0.38, th * 0.9, '#f8fafc') + objects.plant(tw * 0.8, th * 0.9, '#d6a77a', '#4d7c5a'))),
  () => svg(tw, th, landscape(tw, th, ['#c7b8f5', '#fbcfe8'], '#fff7ed', ['#9d8ad8', '#6f5bb3', '#46377f'])),
  () => portrait('amara', tw, th, 0, 1.05),
];

const logo = () =>
  svg(LOGO.w, LOGO.h, `<defs><linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8b5cf6"/><stop offset="1" stop-color="#4c1d95"/></linearGradient></defs>
    <rect width="96" height="96" rx="22" fill="url(#l)"/>
    <circle cx="38" cy="40" r="16" fill="#fff" opacity="0.95"/><circle cx="60" cy="40" r="16" fill="#c4b5fd" opacity="0.85"/>
    <path d="M18 76C22 62 34 56 48 56C62 56 74 62 78 76Z" fill="#fff" opacity="0.9"/>`);

/** @type {Array<[string, () => string]>} */
const images = [
  ['company-logo', logo],
  .../** @type {Array<keyof typeof PEOPLE>} */ (Object.keys(PEOPLE)).map((name) => /** @type {[string, () => string]} */ ([`${name}-portrait`, () => portrait(name, PORTRAIT.w, PORTRAIT.h)])),
  ...Object.entries(strip).flatMap(([name, shots]) => shots.map((shot, i) => /** @type {[string, () => string]} */ ([`${name}-strip-${i + 1}`, shot]))),
  ...publications.map((shot, i) => /** @type {[string, () => string]} */ ([`publication-${i + 1}`, shot])),
];

await mkdir(OUT_DIR, { recursive: true });
for (const [name, draw] of images) {
  const webp = await sharp(Buffer.from(draw())).webp(WEBP).toBuffer();
  await writeFile(new URL(`${name}.webp`, OUT_DIR), webp);
  console.log(`${name}.webp ${(webp.length / 1024).toFixed(1)} KB`);
}
