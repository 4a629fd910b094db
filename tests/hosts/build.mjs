// @ts-check
/**
 * Builds the host apps the browser tests load @rosterkit/react in (tests/e2e/react-package.spec.ts):
 * the package is built and packed as `npm publish` would send it, each app installs that tarball
 * beside its own locked dependencies, then typechecks against it and builds. Each app locks the
 * package's dependencies too, at the versions the repository builds with: a release of one of
 * them changes no test until the repository takes it (tests/hosts-lock.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { LOCAL_ANON_KEY } from '../../backend/keys.mjs';
import { BACKEND } from '../e2e/ports.mjs';

/** The apps, each a folder here with its own package.json and lockfile. */
const HOSTS = ['vite-react19', 'react18', 'next-app'];

const root = fileURLToPath(new URL('../..', import.meta.url));
/** @param {string} path */
const here = (path) => fileURLToPath(new URL(path, import.meta.url));
/** @param {string} command @param {string[]} args @param {string} cwd @param {Record<string, string>} [env] */
const run = (command, args, cwd, env = {}) => {
  // Not the NODE_ENV=production that vite's build() leaves in this process: npm would skip devDependencies.
  const inherited = { ...process.env };
  delete inherited.NODE_ENV;
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...inherited, ...env } });
};

await build({ configFile: `${root}/packages/react/vite.config.ts`, logLevel: 'warn' });
rmSync(here('.pack'), { recursive: true, force: true });
mkdirSync(here('.pack'));
run('npm', ['pack', '--silent', '--pack-destination', here('.pack')], `${root}/dist/react`);
const [tarball] = readdirSync(here('.pack'));
if (!tarball) throw new Error('npm pack wrote no tarball');

for (const host of HOSTS) {
  const cwd = here(host);
  console.log(`host app ${host}: installing the packed @rosterkit/react and building`);
  run('npm', ['ci', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error'], cwd);
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', here(`.pack/${tarball}`)], cwd);
  run('npm', ['run', '--silent', 'build'], cwd, {
    VITE_SUPABASE_URL: BACKEND,
    VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    NEXT_PUBLIC_SUPABASE_URL: BACKEND,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    NEXT_TELEMETRY_DISABLED: '1',
  });
}
