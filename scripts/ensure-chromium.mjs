// @ts-check
// The browser tests and the bench drive a Chromium or Chrome installed on the machine
// (Playwright's own download is not used). On Debian, a missing Chromium is installed;
// elsewhere the first browser found is used, or the run stops saying what to install.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { canInstallDebianPackages, installDebianPackages } from './system-packages.mjs';

/** Where Chromium or Chrome is found, in order: Debian's package first. */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** CHROMIUM_PATH if set, else the first candidate that exists, else null. */
export function findChromium(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return CHROMIUM_CANDIDATES.find((path) => exists(path)) ?? null;
}

/** The browser to launch: what findChromium() finds, or Debian's path (where ensure-chromium installs it). */
export const CHROMIUM_PATH = findChromium() ?? '/usr/bin/chromium';

function main() {
  const found = findChromium();
  if (found && existsSync(found)) return;
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, which does not exist: point it at a Chromium or Chrome binary.`);
    process.exit(1);
  }
  if (!canInstallDebianPackages()) {
    console.error('No Chromium or Chrome found: install Chromium or Google Chrome, or set CHROMIUM_PATH to its binary.');
    process.exit(1);
  }
  console.log("Chromium not found; installing Debian's chromium package...");
  installDebianPackages(['chromium']);
  if (!findChromium()) {
    console.error(`Debian's chromium package is installed, yet no browser is at ${CHROMIUM_CANDIDATES.join(', ')}: set CHROMIUM_PATH to its binary.`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
