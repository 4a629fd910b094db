// @ts-check
// SVG builders for the roster demo's sample illustrations: faceless, flat editorial
// portraits and simple scenes, so no photo of a real person ships with the widget.

/** @typedef {{ skin: string, shade: string, hair: string, hairStyle: 'long' | 'short' | 'curly', top: string }} Person */
/** @typedef {{ from: string, to: string, glow: string, arch: string }} Backdrop */

/** @param {number} w @param {number} h @param {string} body */
export const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** A diagonal gradient with a soft light from the top left. @param {Backdrop} b @param {number} w @param {number} h */
export function backdrop(b, w, h) {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.from}"/><stop offset="1" stop-color="${b.to}"/></linearGradient>
    <radialGradient id="glow" cx="0.25" cy="0.15" r="0.8"><stop offset="0" stop-color="${b.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${b.glow}" stop-opacity="0"/></radialGradient>
    <linearGradient id="shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>`;
}

const HAIR_BACK = {
  long: 'M-72 -14C-82 -104 82 -104 72 -14L80 118C44 134 -44 134 -80 118Z',
  short: '',
  curly: '',
};

const HAIR_FRONT = {
  long: 'M-62 -6C-70 -84 -22 -100 8 -96C52 -92 72 -58 64 -4C50 -48 14 -64 -22 -56C-42 -48 -56 -30 -62 -6Z',
  short: 'M-60 -14C-64 -80 -22 -100 6 -98C50 -96 68 -64 60 -12C54 -40 34 -60 2 -62C-30 -62 -52 -42 -60 -14Z',
  curly: '',
};

/** Soft curls as a cloud of circles behind and over the head. @param {string} hair */
function curls(hair) {
  const spots = /** @type {Array<[number, number, number]>} */ ([[-70, -40, 34], [-52, -82, 36], [-12, -104, 38], [32, -98, 38], [64, -68, 36], [74, -28, 30], [-76, 2, 26], [78, 8, 24]]);
  return spots.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${hair}"/>`).join('');
}

/** Head and shoulders, head centred on (0, 0) before scaling. @param {Person} p @param {number} x @param {number} y */
export function person(p, x, y, scale = 1) {
  const back = p.hairStyle === 'curly' ? curls(p.hair) : HAIR_BACK[p.hairStyle] ? `<path d="${HAIR_BACK[p.hairStyle]}" fill="${p.hair}"/>` : '';
  const front = HAIR_FRONT[p.hairStyle] ? `<path d="${HAIR_FRONT[p.hairStyle]}" fill="${p.hair}"/>` : '';
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <ellipse cx="0" cy="330" rx="190" ry="40" fill="#000" opacity="0.08"/>
    ${back}
    <path d="M-170 330C-160 170 -100 116 0 116C100 116 160 170 170 330Z" fill="${p.top}"/>
    <path d="M-170 330C-160 170 -100 116 0 116C100 116 160 170 170 330Z" fill="url(#shine)"/>
    <path d="M-26 44L26 44L28 104C12 122 -12 122 -28 104Z" fill="${p.shade}"/>
    <path d="M-40 116C-32 150 32 150 40 116Z" fill="${p.shade}"/>
    <ellipse cx="-56" cy="6" rx="10" ry="16" fill="${p.shade}"/><ellipse cx="56" cy="6" rx="10" ry="16" fill="${p.shade}"/>
    <ellipse cx="0" cy="0" rx="56" ry="70" fill="${p.skin}"/>
    <path d="M22 -60C52 -40 58 20 30 62C50 50 62 20 56 -8C52 -36 40 -54 22 -60Z" fill="${p.shade}" opacity="0.55"/>
    ${front}
  </g>`;
}

/** An arch behind the subject, as in a studio portrait. @param {Backdrop} b @param {number} cx @param {number} bottom @param {number} width @param {number} top */
export function arch(b, cx, bottom, width, top) {
  const r = width / 2;
  return `<path d="M${cx - r} ${bottom}V${top + r}A${r} ${r} 0 0 1 ${cx + r} ${top + r}V${bottom}Z" fill="${b.arch}" opacity="0.6"/>`;
}

/** Layered hills under a low sun. @param {number} w @param {number} h @param {string[]} sky @param {string} sun @param {string[]} tones back to front */
export function landscape(w, h, sky, sun, tones) {
  const hills = tones
    .map((tone, i) => {
      const base = h * (0.55 + i * 0.14);
      const a = base - 60 + i * 12;
      return `<path d="M0 ${base}C${w * 0.2} ${a} ${w * 0.35} ${a + 40} ${w * 0.55} ${base - 30}S${w * 0.85} ${a} ${w} ${base - 10}V${h}H0Z" fill="${tone}"/>`;
    })
    .join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    <circle cx="${w * 0.68}" cy="${h * 0.42}" r="${h * 0.13}" fill="${sun}"/>
    <circle cx="${w * 0.68}" cy="${h * 0.42}" r="${h * 0.2}" fill="${sun}" opacity="0.25"/>${hills}`;
}

/** A tabletop scene: a wall, a table edge, and objects with soft shadows. @param {number} w @param {number} h @param {string[]} wall @param {string} table @param {string} objects */
export function tabletop(w, h, wall, table, objects) {
  return `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${wall[0]}"/><stop offset="1" stop-color="${wall[1]}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#wall)"/>
    <rect y="${h * 0.68}" width="${w}" height="${h * 0.32}" fill="${table}"/>
    <rect y="${h * 0.68}" width="${w}" height="4" fill="#fff" opacity="0.25"/>${objects}`;
}

/** Draws content scaled about (x, y), so one object recipe fits strip and thumbnail sizes. @param {number} x @param {number} y @param {number} s @param {string} content */
export const scaled = (x, y, s, content) => `<g transform="translate(${x} ${y}) scale(${s}) translate(${-x} ${-y})">${content}</g>`;

/** @param {number} cx @param {number} cy @param {number} rx */
export const shadow = (cx, cy, rx) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.18}" fill="#000" opacity="0.14"/>`;

/** @typedef {(x: number, y: number, ...colours: string[]) => string} Recipe */

/** Object recipes: a position on the table top, then colours. */
export const objects = /** @satisfies {Record<string, Recipe>} */ ({
  cup: (x, y, c) => `${shadow(x, y, 70)}<ellipse cx="${x}" cy="${y - 6}" rx="66" ry="12" fill="#fff"/>
    <path d="M${x - 44} ${y - 86}H${x + 44}L${x + 36} ${y - 14}C${x + 20} ${y - 4} ${x - 20} ${y - 4} ${x - 36} ${y - 14}Z" fill="${c}"/>
    <path d="M${x + 42} ${y - 70}C${x + 76} ${y - 70} ${x + 74} ${y - 30} ${x + 38} ${y - 34}" stroke="${c}" stroke-width="10" fill="none"/>
    <ellipse cx="${x}" cy="${y - 86}" rx="44" ry="9" fill="#6b4226"/>
    <path d="M${x - 10} ${y - 104}c-12 -14 10 -24 -2 -40M${x + 12} ${y - 104}c-12 -14 10 -24 -2 -40" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none" opacity="0.7"/>`,
  plant: (x, y, pot, leaf) => `${shadow(x, y, 44)}<path d="M${x - 34} ${y - 60}H${x + 34}L${x + 26} ${y}H${x - 26}Z" fill="${pot}"/>
    ${[-50, -20, 12, 40].map((dx, i) => `<path d="M${x} ${y - 60}C${x + dx} ${y - 110 - i * 8} ${x + dx * 1.4} ${y - 140} ${x + dx * 0.8} ${y - 170 + i * 10}C${x + dx * 0.2} ${y - 130} ${x} ${y - 100} ${x} ${y - 60}Z" fill="${leaf}" opacity="${0.75 + i * 0.06}"/>`).join('')}`,
  dumbbell: (x, y, c) => `${shadow(x, y, 90)}<rect x="${x - 60}" y="${y - 22}" width="120" height="10" rx="5" fill="#9ca3af"/>
    <rect x="${x - 86}" y="${y - 52}" width="30" height="70" rx="10" fill="${c}"/><rect x="${x + 56}" y="${y - 52}" width="30" height="70" rx="10" fill="${c}"/>`,
  bottle: (x, y, c, cap) => `${shadow(x, y, 36)}<rect x="${x - 26}" y="${y - 130}" width="52" height="130" rx="16" fill="${c}"/>
    <rect x="${x - 14}" y="${y - 156}" width="28" height="30" rx="6" fill="${cap}"/><rect x="${x - 18}" y="${y - 96}" width="36" height="44" rx="6" fill="#fff" opacity="0.5"/>`,
  lipstick: (x, y, c, tube) => `${shadow(x, y, 22)}<rect x="${x - 16}" y="${y - 70}" width="32" height="70" rx="4" fill="${tube}"/>
    <path d="M${x - 12} ${y - 70}V${y - 104}L${x + 12} ${y - 120}V${y - 70}Z" fill="${c}"/>`,
  compact: (x, y, c) => `${shadow(x, y, 54)}<ellipse cx="${x}" cy="${y - 10}" rx="54" ry="16" fill="${c}"/><ellipse cx="${x}" cy="${y - 16}" rx="40" ry="10" fill="#fff" opacity="0.35"/>`,
  flowers: (x, y, vase, bloom) => `${shadow(x, y, 40)}<path d="M${x - 30} ${y}C${x - 44} ${y - 50} ${x - 20} ${y - 90} ${x - 14} ${y - 100}H${x + 14}C${x + 20} ${y - 90} ${x + 44} ${y - 50} ${x + 30} ${y}Z" fill="${vase}"/>
    ${/** @type {Array<[number, number]>} */ ([[-46, -190], [0, -220], [44, -186], [-20, -160], [26, -150]]).map(([dx, dy]) => `<path d="M${x} ${y - 100}Q${x + dx / 2} ${y + dy / 2} ${x + dx} ${y + dy}" stroke="#4d7c5a" stroke-width="4" fill="none"/><circle cx="${x + dx}" cy="${y + dy}" r="20" fill="${bloom}"/><circle cx="${x + dx}" cy="${y + dy}" r="7" fill="#fff" opacity="0.6"/>`).join('')}`,
});

/** Running-track lanes sweeping towards a low sun. @param {number} w @param {number} h @param {string[]} sky @param {string} lane */
export function track(w, h, sky, lane) {
  const lanes = [0, 1, 2, 3, 4]
    .map((i) => `<path d="M${-40 + i * 70} ${h}C${w * 0.3 + i * 30} ${h * 0.75} ${w * 0.5 + i * 20} ${h * 0.62} ${w + 20} ${h * 0.58 + i * 16}" stroke="#fff" stroke-width="4" fill="none" opacity="0.7"/>`)
    .join('');
  return `${landscape(w, h, sky, '#fde68a', [])}<path d="M0 ${h * 0.56}C${w * 0.4} ${h * 0.5} ${w * 0.7} ${h * 0.52} ${w} ${h * 0.5}V${h}H0Z" fill="${lane}"/>${lanes}`;
}
