// @ts-check
// The WordPress plugin is tested in a real WordPress: Debian's wordpress package, served
// by PHP's built-in server from a MariaDB of its own (tests/e2e/wordpress.mjs). Install
// them when missing, as for Chromium, so a bare machine needs nothing done by hand.
// Debian starts a package's services as it installs it (Apache, which wordpress depends on,
// on :80, MariaDB on :3306): a policy-rc.d that refuses keeps them stopped during the
// install; the test starts and stops its own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const WORDPRESS_DIR = '/usr/share/wordpress';
export const PACKAGES = ['wordpress', 'wordpress-theme-twentytwentythree', 'mariadb-server', 'php-cli', 'php-mysql'];

/** @param {string} command */
const have = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

if (!existsSync(`${WORDPRESS_DIR}/wp-settings.php`) || !existsSync(`${WORDPRESS_DIR}/wp-content/themes/twentytwentythree`) || !have('php') || !have('mariadbd') || !have('mariadb-install-db')) {
  console.log(`WordPress, MariaDB or PHP not found; installing Debian's ${PACKAGES.join(', ')}...`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const POLICY = '/usr/sbin/policy-rc.d';
  const hadPolicy = existsSync(POLICY);
  if (!hadPolicy) execSync(`${sudo}sh -c 'printf "#!/bin/sh\\nexit 101\\n" > ${POLICY} && chmod +x ${POLICY}'`);
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${PACKAGES.join(' ')}`, {
      stdio: 'inherit',
    });
  } finally {
    if (!hadPolicy) execSync(`${sudo}rm -f ${POLICY}`);
  }
}
