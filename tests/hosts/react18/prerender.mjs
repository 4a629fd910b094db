// Draws ssr.html's page with React 18's renderToString, as a Node server would for each request,
// and the same page under a Content-Security-Policy that allows no inline style, and no inline
// script but the package's own (csp-ssr.html).
// React's development build runs here: a warning it gives fails the build.
import { readFile, writeFile } from 'node:fs/promises';
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
const [scriptHash] = /'sha256-[A-Za-z0-9+/=]+'/.exec(readme) ?? [];
if (!scriptHash) throw new Error("@rosterkit/react's README gives no 'sha256-…' for its inline script");
const csp = `default-src 'none'; script-src 'self' ${scriptHash}; img-src data:; connect-src ${process.env.VITE_SUPABASE_URL}`;
await writeFile(new URL('./dist/csp-ssr.html', import.meta.url), drawn.replace('<head>', `<head><meta http-equiv="Content-Security-Policy" content="${csp}">`));
