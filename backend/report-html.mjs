// @ts-check
// `waitlist:report -- --html FILE`: the report as one self-contained page, each table a
// bar chart drawn by recharts and written as plain SVG, with its figures in a table
// beneath. No script and no request: it opens from disk and can be mailed around.
//
// recharts 3 lays a chart out in effects, which a server render never runs
// (renderToStaticMarkup gives an empty wrapper, recharts issue #5997), so each chart is
// rendered with react-dom into a happy-dom document and its SVG markup taken from there.
// The page around the charts is a server render, which escapes every label.
import { createElement as h, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fit } from './report.mjs';

/** @typedef {import('./report.mjs').Report} Report */
/** @typedef {import('./report.mjs').Table} Table */

const PRIMARY = '#6d28d9';
const TEXT = '#1f1635';
const MUTED = '#574f6b';
/** Each chart is drawn twice and CSS shows the one that fits: scaled SVG text would shrink below legible on a phone. */
const SIZES = /** @type {const} */ ({ narrow: { width: 340, label: 110, chars: 14, every: 6 }, wide: { width: 880, label: 240, chars: 34, every: 1 } });

/**
 * @param {Report} report
 * @returns {Promise<string>} the whole HTML document
 */
export async function reportPage(report) {
  const charts = await drawCharts(report.tables);
  const generated = `${report.generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const body = h(Fragment, null,
    h('header', null,
      h('h1', null, 'Waitlist report'),
      h('p', { className: 'total' }, h('strong', null, report.total.toLocaleString('en-US')), ` sign-up${report.total === 1 ? '' : 's'}`),
      h('p', { className: 'consent' }, h('strong', null, report.withConsent.toLocaleString('en-US')), ' with consent to be contacted'),
      h('p', { className: 'about' }, `From ${report.from}, ${generated}.`)),
    report.tables.map((table, i) => h('section', { key: table.title, 'aria-labelledby': `t${i}` },
      h('h2', { id: `t${i}` }, table.title),
      table.rows.length
        ? h(Fragment, null,
          h('figure', { className: 'narrow', 'aria-hidden': 'true', dangerouslySetInnerHTML: { __html: charts[i]?.narrow ?? '' } }),
          h('figure', { className: 'wide', 'aria-hidden': 'true', dangerouslySetInnerHTML: { __html: charts[i]?.wide ?? '' } }),
          h('details', null, h('summary', null, 'Figures'), figuresTable(table)))
        : h('p', { className: 'none' }, 'No sign-ups.'))));
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>Waitlist report, ${generated}</title><style>${CSS}</style></head>` +
    `<body><main>${renderToStaticMarkup(body)}</main></body></html>\n`;
}

/** @param {Table} table */
function figuresTable(table) {
  return h('table', null,
    h('thead', null, h('tr', null, h('th', { scope: 'col' }, table.kind === 'days' ? 'Day' : 'Value'), h('th', { scope: 'col' }, 'Sign-ups'))),
    h('tbody', null, table.rows.map((row) => h('tr', { key: row.label },
      h('td', null, row.label), h('td', null, row.count.toLocaleString('en-US'))))));
}

/**
 * Every chart at both sizes, drawn in one short-lived happy-dom window whose globals are
 * removed again afterwards.
 * @param {readonly Table[]} tables
 * @returns {Promise<Array<{ narrow: string, wide: string }>>}
 */
async function drawCharts(tables) {
  const { Window } = await import('happy-dom');
  const window = new Window({ width: 1280, height: 800 });
  const names = /** @type {const} */ (['window', 'document', 'navigator', 'IS_REACT_ACT_ENVIRONMENT']);
  const saved = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  const values = [window, window.document, window.navigator, true];
  names.forEach((name, i) => Object.defineProperty(globalThis, name, { value: values[i], configurable: true, writable: true }));
  try {
    const { act } = await import('react');
    const { createRoot } = await import('react-dom/client');
    const recharts = await import('recharts');
    /** @type {Array<{ narrow: string, wide: string }>} */
    const drawn = [];
    for (const table of tables) {
      /** @type {Record<string, string>} */
      const markup = {};
      for (const size of /** @type {const} */ (['narrow', 'wide'])) {
        const host = window.document.createElement('div');
        window.document.body.appendChild(host);
        const root = createRoot(/** @type {never} */ (host));
        await act(async () => root.render(chart(recharts, table, SIZES[size])));
        markup[size] = cleanSvg(host.querySelector('svg.recharts-surface')?.outerHTML ?? '');
        act(() => root.unmount());
        host.remove();
      }
      drawn.push({ narrow: markup.narrow ?? '', wide: markup.wide ?? '' });
    }
    return drawn;
  } finally {
    names.forEach((name, i) => {
      const descriptor = saved[i];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (/** @type {Record<string, unknown>} */ (globalThis))[name];
    });
    await window.happyDOM.close();
  }
}

/**
 * @param {typeof import('recharts')} recharts
 * @param {Table} table
 * @param {(typeof SIZES)[keyof typeof SIZES]} size
 */
function chart({ BarChart, Bar, XAxis, YAxis, CartesianGrid, LabelList }, table, size) {
  const tick = { fill: MUTED, fontSize: 12 };
  // Thirty counts do not fit above thirty bars on a phone: there the figures table has them.
  const labelled = table.kind === 'categories' || size === SIZES.wide;
  const bars = h(Bar, { dataKey: 'count', fill: PRIMARY, isAnimationActive: false },
    labelled && h(LabelList, { dataKey: 'count', position: table.kind === 'days' ? 'top' : 'right', fill: TEXT, fontSize: 12 }));
  if (table.kind === 'days') {
    return h(BarChart, { width: size.width, height: 240, data: table.rows, margin: { top: 20, right: 8, bottom: 0, left: 0 }, accessibilityLayer: false },
      h(CartesianGrid, { vertical: false, stroke: '#e7e3f0' }),
      h(XAxis, { dataKey: 'label', tick, interval: size.every, tickFormatter: (/** @type {string} */ day) => day.slice(5) }),
      h(YAxis, { allowDecimals: false, tick, width: 36 }),
      bars);
  }
  return h(BarChart, { width: size.width, height: 24 + table.rows.length * 30, data: table.rows, layout: 'vertical',
    margin: { top: 0, right: 48, bottom: 0, left: 0 }, barCategoryGap: 6, accessibilityLayer: false },
  h(XAxis, { type: 'number', hide: true, allowDecimals: false }),
  h(YAxis, { type: 'category', dataKey: 'label', width: size.label, tick: { ...tick, fill: TEXT }, tickFormatter: (/** @type {string} */ label) => fit(label, size.chars), interval: 0 }),
  bars);
}

/**
 * The chart's SVG as a static picture: sized by the page's CSS through its viewBox, with
 * nothing focusable left from the interactive chart it was drawn as.
 * @param {string} svg
 */
function cleanSvg(svg) {
  return svg
    .replace(/^<svg[^>]*?(viewBox="[^"]*")[^>]*>/, '<svg xmlns="http://www.w3.org/2000/svg" $1 focusable="false">')
    .replace(/ tabindex="-?\d+"/g, '')
    .replace(/<title><\/title><desc><\/desc>/, '');
}

const CSS = `
*{box-sizing:border-box}
body{margin:0;background:#f5f3fb;color:${TEXT};font:16px/1.5 system-ui,sans-serif}
main{max-width:960px;margin:0 auto;padding:24px 16px 48px}
h1{font-size:28px;margin:0 0 4px}
.total{font-size:20px;margin:0}
.consent{margin:0}
.about{color:${MUTED};margin:4px 0 24px;overflow-wrap:anywhere}
section{background:#fff;border:1px solid #cfc8e0;border-radius:10px;padding:16px;margin:0 0 16px}
h2{font-size:18px;margin:0 0 12px}
figure{margin:0}
svg{display:block;width:100%;height:auto}
svg text{font-family:system-ui,sans-serif}
.wide{display:none}
@media (min-width:720px){.narrow{display:none}.wide{display:block}main{padding:40px 24px 64px}}
details{margin-top:8px;color:${MUTED}}
summary{cursor:pointer}
table{border-collapse:collapse;margin-top:8px;font-variant-numeric:tabular-nums}
th,td{text-align:left;padding:2px 16px 2px 0;overflow-wrap:anywhere}
td:last-child,th:last-child{text-align:right}
.none{color:${MUTED};margin:0}
`;
