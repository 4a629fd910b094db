// Draws ssr.html's page with React 18's renderToString, as a Node server would for each request,
// and the same page under a Content-Security-Policy that allows no inline style, and no inline
// script but the package's own (csp-ssr.html); and under one that allows the drawn styles by the
// hashes the package's README gives (csp-hashes-ssr.html).
// React's development build runs here: a warning it gives fails the build.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import * as components from '@rosterkit/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SsrApp } from './dist-server/ssr-app.js';

const page = new URL('./dist/ssr.html', import.meta.url);
const warnings = [];
console.error = (...args) => warnings.push(args.join(' '));
const app = renderToString(createElement(SsrApp, { supabaseUrl: process.env.VITE_SUPABASE_URL, supabaseKey: process.env.VITE_SUPABASE_ANON_KEY }));
if (warnings.length > 0) throw new Error(`React 18 warned while drawing the page:\n${warnings.join('\n')}`);
const html = await readFile(page, 'utf8');
if (!html.includes('<!--app-->')) throw new Error('dist/ssr.html has no <!--app--> to draw into');
const drawn = html.replace('<!--app-->', app);
await writeFile(page, drawn);
// As a partner would: script-src names the hash the package's README gives for its inline script.
const readme = await readFile(new URL('./node_modules/@rosterkit/react/README.md', import.meta.url), 'utf8');
const scriptHash = /script-src 'self' ('sha256-[A-Za-z0-9+/=]+')/.exec(readme)?.[1];
if (!scriptHash) throw new Error("@rosterkit/react's README gives no script-src 'self' 'sha256-…' for its inline script");
const csp = `default-src 'none'; script-src 'self' ${scriptHash}; img-src data:; connect-src ${process.env.VITE_SUPABASE_URL}`;
/** @param {string} name @param {string} policy */
const withPolicy = (name, policy) => writeFile(new URL(`./dist/${name}`, import.meta.url), drawn.replace('<head>', `<head><meta http-equiv="Content-Security-Policy" content="${policy}">`));
await withPolicy('csp-ssr.html', csp);

// The README's style hashes are those of the <style> every component draws, as built and packed.
const styleHashes = /style-src 'self' ((?:'sha256-[A-Za-z0-9+/=]+' ?)+)/.exec(readme)?.[1]?.trim();
const drawnStyles = Object.values(components).flatMap((component) =>
  [...renderToString(createElement(component, { supabaseUrl: 'https://xyz.supabase.co', supabaseKey: 'your-public-anon-key' })).matchAll(/<style>([\s\S]*?)<\/style>/g)],
);
const hashes = [...new Set(drawnStyles.map(([, css]) => `'sha256-${createHash('sha256').update(css ?? '').digest('base64')}'`))].join(' ');
if (styleHashes !== hashes) throw new Error(`@rosterkit/react's README gives style-src 'self' ${styleHashes}; the drawn styles need, in packages/react/README.md:\nstyle-src 'self' ${hashes}`);
await withPolicy('csp-hashes-ssr.html', `${csp}; style-src ${hashes}`);
