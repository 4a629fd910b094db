/**
 * Why: a lazy chunk that is long to run (recharts) is fetched when the browser is idle and
 * run only when needed; the <link rel="modulepreload"> that fetches it needs its URL.
 * `import url from './module?chunk-url'` gives the URL of the chunk `import('./module')`
 * loads ('' where nothing is built for the browser: the server renderer, unit tests; and in
 * @rosterkit/react, whose chunks the host's bundler names: there recharts is fetched when needed).
 * Risk on upgrade: none beyond renderChunk's documented `chunks` and their file names with
 * hash placeholders; a module without a chunk of its own fails the build.
 */
import type { Plugin } from 'vite';
import { importPath } from './chunk-graph.mjs';

const SUFFIX = '?chunk-url';
const VIRTUAL = '\0chunk-url:';
const TOKEN = /(["'`])__ROSTERKIT_CHUNK_URL_(\d+)__\1/g;

/** `?chunk-url` imports: in the browser build (`emit`), the URL of the module's chunk; else ''. */
export function chunkUrl({ emit }: { emit: boolean }): Plugin {
  const modules: string[] = [];
  return {
    name: 'rosterkit-chunk-url',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      if (!resolved) return this.error(`Cannot find ${source} for its chunk URL`);
      return `${VIRTUAL}${resolved.id}`;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      if (!emit) return 'export default "";';
      const module = id.slice(VIRTUAL.length);
      if (!modules.includes(module)) modules.push(module);
      return `export default "__ROSTERKIT_CHUNK_URL_${modules.indexOf(module)}__";`;
    },
    // The chunk's name still holds its hash placeholder, which the bundler fills in with the rest.
    renderChunk(code, chunk, _options, { chunks }) {
      if (!code.includes('__ROSTERKIT_CHUNK_URL_')) return null;
      return code.replace(TOKEN, (_token, _quote, index: string) => {
        const module = modules[Number(index)];
        const target = Object.values(chunks).find((candidate) => candidate.facadeModuleId === module);
        if (!target) this.error(`${module} has a ?chunk-url import but no chunk of its own: import() it too`);
        return `new URL(${JSON.stringify(importPath(chunk.fileName, target.fileName))}, import.meta.url).href`;
      });
    },
  };
}
