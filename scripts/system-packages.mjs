// @ts-check
// What the ensure-* scripts share: whether a command exists, and installing
// Debian packages where apt-get can (the only machines that get them installed for them).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** @param {string} command */
export function haveCommand(command) {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Debian or a derivative, where apt-get installs the packages the tests need: as root, or
 * through sudo, which a minimal Debian does not have.
 */
export const canInstallDebianPackages = () =>
  existsSync('/etc/debian_version') && haveCommand('apt-get') && (process.getuid?.() === 0 || haveCommand('sudo'));

/**
 * Installs Debian packages, with sudo unless root. `keepServicesStopped` stops Debian from
 * starting a package's services as it installs it (a policy-rc.d that refuses).
 * @param {string[]} packages @param {{ keepServicesStopped?: boolean }} [options]
 */
export function installDebianPackages(packages, { keepServicesStopped = false } = {}) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const POLICY = '/usr/sbin/policy-rc.d';
  const addPolicy = keepServicesStopped && !existsSync(POLICY);
  if (addPolicy) execSync(`${sudo}sh -c 'printf "#!/bin/sh\\nexit 101\\n" > ${POLICY} && chmod +x ${POLICY}'`);
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${packages.join(' ')}`, {
      stdio: 'inherit',
    });
  } finally {
    if (addPolicy) execSync(`${sudo}rm -f ${POLICY}`);
  }
}
