/**
 * Why: the early-input script (src/element/early-input.ts) goes inline before each element
 * dist/ssr/ draws, and into the shadow root of each one @rosterkit/react draws, and a CSP allows
 * it by its hash, which the package's README gives. A host's bundler minifies the package's
 * server code as it likes, so a script taken from a function's source there would change with
 * every app; both carry it as this string instead, minified once when they are built.
 * Risk on upgrade: it runs early-input.ts from a data: URL, so that module must import nothing.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minifySync, transformWithOxc, type Plugin } from 'vite';

const ID = 'virtual:rosterkit-early-input';
// Named as a module beside the package's others, so that the built package has it beside them too.
const RESOLVED = fileURLToPath(new URL('../packages/react/src/early-input-script.js', import.meta.url));

/** `captureEarlyInput`, called, as one minified classic script. */
async function earlyInputScript(): Promise<string> {
  const source = readFileSync(new URL('../src/element/early-input.ts', import.meta.url), 'utf8');
  const { code } = await transformWithOxc(source, 'early-input.ts');
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as typeof import('../src/element/early-input.ts');
  return minifySync('early-input.js', `(${module.captureEarlyInput.toString()})();`, {}).code.trim();
}

/** `virtual:rosterkit-early-input`: its EARLY_INPUT_SCRIPT is earlyInputScript()'s. */
export function earlyInputScriptModule(): Plugin {
  return {
    name: 'rosterkit-early-input-script',
    resolveId: (source) => (source === ID ? RESOLVED : null),
    load: async (id) => (id === RESOLVED ? `export const EARLY_INPUT_SCRIPT = ${JSON.stringify(await earlyInputScript())};\n` : null),
  };
}
