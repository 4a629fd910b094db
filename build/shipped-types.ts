import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Host apps in TypeScript get the elements' types beside the scripts: dist/widgets/rosterkit-widgets.d.ts. */
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
