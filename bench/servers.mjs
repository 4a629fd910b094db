// @ts-check
// The benchmark's servers on loopback: the local backend on a throw-away data directory, and dist/
// (the "CDN"), the floor build and the host pages on three origins, so every widget loads
// cross-origin as on a partner's site.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from '../backend/server.mjs';
import { serveStatic } from '../scripts/serve.mjs';

const HOST = '127.0.0.1';

/** A port nobody listens on now: serveStatic needs a number up front. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(address.port));
    });
  });
}

/** The backend first: dist/'s demo host is built with its URL. */
export async function startBenchBackend() {
  const dataDir = await mkdtemp(join(tmpdir(), 'rosterkit-bench-'));
  const backend = await startBackend({ port: 0, dataDir });
  return {
    url: backend.url,
    close: async () => {
      await backend.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Pages made in memory, on an origin of their own: the host pages of a partner's site.
 * @param {Map<string, string>} pages  path -> HTML
 */
export async function servePages(pages) {
  const server = createServer((request, response) => {
    const html = pages.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (html === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, HOST, () => resolve(undefined)));
  return {
    url: `http://${HOST}:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(() => done(undefined)));
    },
  };
}

/**
 * @param {{ dist: string, floor: string, pages: Map<string, string> }} roots  pages: path -> HTML
 */
export async function startBenchServers({ dist, floor, pages }) {
  const site = await serveStatic({ root: dist, port: await freePort() });
  const floorSite = await serveStatic({ root: floor, port: await freePort() });
  const host = await servePages(pages);
  return {
    site: site.url,
    floor: floorSite.url,
    host: host.url,
    close: async () => {
      await Promise.allSettled([site.close(), floorSite.close(), host.close()]);
    },
  };
}
