// @ts-check
// A second process that keeps one core busy, for Lighthouse's runs under load: a visitor's
// phone is rarely doing nothing else.
import { spawn } from 'node:child_process';

/**
 * Spins until killed. Every few million turns it also checks that its parent is still
 * there, so that it ends by itself if the bench is killed before it can kill it.
 */
const BUSY_LOOP = 'const parent = process.ppid; for (let turn = 1; ; turn++) if (turn % 5e6 === 0 && process.ppid !== parent) process.exit(0);';

/**
 * Runs `work` while a child process keeps one core busy; the child is killed however
 * `work` ends, and when this process exits.
 * @template T
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withBusyCore(work) {
  const child = spawn(process.execPath, ['-e', BUSY_LOOP], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', kill);
  try {
    await new Promise((resolve, reject) => child.once('spawn', resolve).once('error', reject));
    return await work();
  } finally {
    process.off('exit', kill);
    kill();
    await exited;
  }
}
