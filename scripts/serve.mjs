// @ts-check
// The static server of `npm start`: serves dist/, sends /index.html to /, answers unknown paths
// with 404.html and status 404, and lets any origin load /widgets/ as module scripts.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, posix, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.ts': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** Hashed chunks and stylesheets never change; entries and pages keep stable names, so they are re-checked often. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';

/**
 * @param {{ root: string, port: number, host?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveStatic({ root, port, host = '127.0.0.1' }) {
  const base = resolve(root);
  const server = createServer(async (request, response) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method ?? '')) {
      response.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    let url;
    let path;
    try {
      // After a host of its own: read alone, a path such as //anything names a host, and its path is /.
      url = new URL(`http://x${request.url ?? '/'}`);
      path = decodeURIComponent(url.pathname);
    } catch {
      // Not valid percent-encoding (/%E0%A4%A): a bad request, not a reason to stop serving.
      response.writeHead(400).end();
      return;
    }
    // The home page has one address: its file's name sends there, the query (a campaign's tags) kept.
    if (path === '/index.html') {
      response.writeHead(301, { Location: `/${url.search}`, 'Cache-Control': SHORT }).end();
      return;
    }
    // Only a path in its normal form names a file: the status and caching below go by the path,
    // and //404.html or /widgets/chunks/..%2F..%2Findex.html would have the file's without its rules.
    const found = posix.normalize(path) === path ? await findFile(base, path === '/' ? '/index.html' : path) : null;
    const headers = /** @type {Record<string, string>} */ ({});
    if (path.startsWith('/widgets/')) headers['Access-Control-Allow-Origin'] = '*';
    if (request.method === 'OPTIONS') {
      response.writeHead(204, headers).end();
      return;
    }
    // The not-found page is one for every address, its own included.
    const status = found && path !== '/404.html' ? 200 : 404;
    const served = found?.file ?? join(base, '404.html');
    // Its size and time, read once: they name its compressed copies and its ETag (none: a root
    // without a not-found page, which answers with an empty body).
    const info = found?.info ?? (await stat(served).catch(() => null));
    headers['Content-Type'] = CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (extname(served))] ?? 'application/octet-stream';
    headers['Cache-Control'] = /^\/widgets\/(chunks|styles)\//.test(path) && found ? IMMUTABLE : status === 404 ? 'no-store' : SHORT;
    headers['X-Content-Type-Options'] = 'nosniff';
    // The pages' <meta> CSP cannot say who may frame them: nobody, so no site can overlay the form.
    if (extname(served) === '.html') headers['Content-Security-Policy'] = "frame-ancestors 'none'";
    // Text is sent compressed as a CDN sends it: Brotli to a browser that takes it (every
    // current one, over HTTPS and on localhost), else gzip (the size budgets count gzip).
    const encoding = COMPRESSIBLE.has(extname(served)) ? acceptedEncoding(String(request.headers['accept-encoding'] ?? '')) : null;
    const compressed = encoding && info ? await compressedFile(served, info, encoding).catch(() => null) : null;
    if (COMPRESSIBLE.has(extname(served))) headers['Vary'] = 'Accept-Encoding';
    // Once a stable name's minutes are up, the browser asks whether it changed: an unchanged
    // file is a 304 with no body, not the file again.
    if (status === 200 && info) {
      headers['ETag'] = entityTag(info, compressed ? encoding : null);
      if (matches(String(request.headers['if-none-match'] ?? ''), headers['ETag'])) {
        response.writeHead(304, headers).end();
        return;
      }
    }
    if (encoding && compressed) Object.assign(headers, { 'Content-Encoding': encoding, 'Content-Length': String(compressed.length) });
    response.writeHead(status, headers);
    if (request.method === 'HEAD') response.end();
    else if (compressed) response.end(compressed);
    else createReadStream(served).on('error', () => response.end()).pipe(response);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: bound } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolvePromise({
        // The port it got: port 0 picks a free one.
        url: `http://${host}:${bound}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.ts']);
/** CDNs compress static files once, at the highest level (the size budgets count it too). */
export const GZIP_LEVEL = 9;
/**
 * Brotli's quality for a file: a page at the best, as it is small and should fit a new connection's
 * first round trip (ten TCP segments); anything else near gzip -9 in size, as the best quality
 * makes a large chunk's first request wait on its compression.
 * @param {string} file
 */
const brotliQuality = (file) => (extname(file) === '.html' ? 11 : 5);

/** Brotli's options for a file of `bytes` bytes, as this server sends it (scripts/sizes.mjs weighs it so). @param {string} file @param {number} bytes */
export const brotliOptions = (file, bytes) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file), [constants.BROTLI_PARAM_SIZE_HINT]: bytes } });

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** @typedef {'br' | 'gzip'} Encoding */

/** @param {string} accepted an Accept-Encoding header @returns {Encoding | null} */
function acceptedEncoding(accepted) {
  // Each coding by its weight: one of weight 0 is refused (RFC 9110, section 12.5.3).
  const weights = new Map(
    accepted.split(',').map((part) => {
      const [coding = '', ...parameters] = part.toLowerCase().split(';').map((piece) => piece.trim());
      const weight = parameters.find((parameter) => parameter.startsWith('q='));
      return [coding, weight ? Number(weight.slice(2)) : 1];
    }),
  );
  if ((weights.get('br') ?? 0) > 0) return 'br';
  return (weights.get('gzip') ?? 0) > 0 ? 'gzip' : null;
}

/** Each file is compressed once per encoding and version of it (its size and modification time). */
/** @type {Map<string, { version: string, body: Buffer }>} */
const compressedCache = new Map();

/** @param {string} file @param {import('node:fs').Stats} info its stat @param {Encoding} encoding */
async function compressedFile(file, info, encoding) {
  const version = `${info.size}:${info.mtimeMs}`;
  const key = `${encoding}:${file}`;
  const cached = compressedCache.get(key);
  if (cached?.version === version) return cached.body;
  const content = await readFile(file);
  const body = encoding === 'br' ? await brotliAsync(content, brotliOptions(file, content.length)) : await gzipAsync(content, { level: GZIP_LEVEL });
  compressedCache.set(key, { version, body });
  return body;
}

/**
 * A version of the file as sent: its size and modification time, and the encoding, since each
 * encoding is a different body (RFC 9110, section 8.8.3).
 * @param {import('node:fs').Stats} info @param {Encoding | null} encoding
 */
function entityTag(info, encoding) {
  return `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
}

/** Whether an If-None-Match header names this tag, compared weakly as that header is. @param {string} header @param {string} tag */
function matches(header, tag) {
  return header.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === tag;
  });
}

/**
 * The file a path names under `base`, with its stat; null for none.
 * @param {string} base @param {string} path
 * @returns {Promise<{ file: string, info: import('node:fs').Stats } | null>}
 */
async function findFile(base, path) {
  const full = normalize(join(base, path));
  // Inside the root: not a folder beside it whose name begins with the root's.
  if (full !== base && !full.startsWith(base + sep)) return null;
  try {
    const info = await stat(full);
    return info.isFile() ? { file: full, info } : null;
  } catch {
    return null;
  }
}
