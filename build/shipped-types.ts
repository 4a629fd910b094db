/**
 * Why: host apps in TypeScript type the elements from dist/widgets/rosterkit-widgets.d.ts.
 * Risk on upgrade: none; it emits one asset in generateBundle.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Copies types/rosterkit-widgets.d.ts beside the scripts. */
export function shippedTypes(): Plugin {
  return {
    name: 'rosterkit-shipped-types',
    apply: 'build',
    generateBundle() {
      const source = readFileSync(new URL('../types/rosterkit-widgets.d.ts', import.meta.url), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'widgets/rosterkit-widgets.d.ts', source });
    },
  };
}
