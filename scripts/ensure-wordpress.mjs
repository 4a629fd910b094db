// @ts-check
// The WordPress plugin is tested in a real WordPress: Debian's wordpress package, served
// by PHP's built-in server from a MariaDB of its own (tests/e2e/wordpress.mjs). On Debian,
// missing packages are installed; elsewhere the run stops, unless SKIP_WORDPRESS=1 skips
// the plugin's spec knowingly (CI never sets it).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { canInstallDebianPackages, haveCommand, installDebianPackages } from './system-packages.mjs';

export const WORDPRESS_DIR = '/usr/share/wordpress';
const PACKAGES = ['wordpress', 'wordpress-theme-twentytwentythree', 'mariadb-server', 'php-cli', 'php-mysql'];
/** Set to 1 to run the browser tests without the WordPress plugin's spec. */
const SKIP_VARIABLE = 'SKIP_WORDPRESS';

export const skipWordPress = (env = process.env) => env[SKIP_VARIABLE] === '1';

/** Debian's MariaDB server, in /usr/sbin, which a user other than root has not on its PATH. */
const DEBIAN_MARIADBD = '/usr/sbin/mariadbd';
/** The MariaDB server to start (tests/e2e/wordpress.mjs). */
export const mariadbd = () => (existsSync(DEBIAN_MARIADBD) ? DEBIAN_MARIADBD : 'mariadbd');

const haveWordPress = () =>
  existsSync(`${WORDPRESS_DIR}/wp-settings.php`) &&
  existsSync(`${WORDPRESS_DIR}/wp-content/themes/twentytwentythree`) &&
  ['php', 'mariadb-install-db', mariadbd()].every(haveCommand);

function main() {
  if (skipWordPress()) {
    console.log(`${SKIP_VARIABLE}=1: the WordPress plugin's spec is skipped.`);
    return;
  }
  if (haveWordPress()) return;
  if (!canInstallDebianPackages()) {
    console.error(`WordPress, MariaDB or PHP not found: install them (Debian: ${PACKAGES.join(' ')}) or set ${SKIP_VARIABLE}=1 to skip the WordPress spec.`);
    process.exit(1);
  }
  console.log(`WordPress, MariaDB or PHP not found; installing Debian's ${PACKAGES.join(', ')}...`);
  // Debian would start Apache on :80 and MariaDB on :3306; the test starts and stops its own.
  installDebianPackages(PACKAGES, { keepServicesStopped: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
