// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

type Manifest = { dependencies?: Record<string, string>; peerDependencies?: Record<string, string>; peerDependenciesMeta?: Record<string, { optional?: boolean }> };
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as Manifest;
const require = createRequire(import.meta.url);

describe("the package's manifest", () => {
  // Yarn 1, and pnpm with auto-install-peers off, install no missing peer: a library the package
  // brings would then fail the host's build ("Can't resolve 'react-is'").
  it('brings, or asks the app for, every peer that a library it brings needs', () => {
    const provided = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
    const missing = Object.keys(manifest.dependencies ?? {}).flatMap((name) => {
      const { peerDependencies = {}, peerDependenciesMeta = {} } = require(`${name}/package.json`) as Manifest;
      const needed = Object.keys(peerDependencies).filter((peer) => !peerDependenciesMeta[peer]?.optional);
      return needed.filter((peer) => !provided.has(peer)).map((peer) => `${peer} (a peer of ${name})`);
    });
    expect(missing).toEqual([]);
  });
});
