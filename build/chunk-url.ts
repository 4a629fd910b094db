/**
 * Why this exists: a lazy chunk that is large to run (recharts) should be on the visitor's
 * machine before it is needed, but run only when it is: fetched and compiled when the
 * browser is idle (a <link rel="modulepreload">), run on intent. The link needs the chunk's
 * URL, which only the build knows. `import url from './module?chunk-url'` gives the URL of
 * the chunk that `import('./module')` loads, relative to the importing chunk as the import()
 * is. Emitting the module as a chunk of its own (import.meta.ROLLUP_FILE_URL_) would make
 * it an entry, which no longer shares its importer's modules: one more file on every page.
 * Where nothing is built for the browser (the server renderer, unit tests), the URL is ''.
 *
 * The figure: Lighthouse (mobile) on the demo host, 5 interleaved runs of each build, with
 * recharts run when the browser was first idle and with it only fetched then: total blocking
 * time 357 and 271 ms (score 92 and 95) on a quiet machine, 1312 and 945 ms with one core
 * busy (when this was added). `npm run bench` measures it again.
 */
import { posix } from 'node:path';
import type { Plugin } from 'vite';

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
        const path = posix.relative(posix.dirname(chunk.fileName), target.fileName);
        return `new URL(${JSON.stringify(path.startsWith('.') ? path : `./${path}`)}, import.meta.url).href`;
      });
    },
  };
}
