// `node backend/server.mjs` as its own process, as `npm run backend` starts it: the tests
// that need the server apart from their own event loop (a kill, load from outside).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../backend/server.mjs', import.meta.url));
const started = new Set<ChildProcess>();

/** Starts the CLI on a free port (BACKEND_PORT=0) and waits for the URL it prints. */
export function startServerProcess(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, BACKEND_PORT: '0', BACKEND_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

export function exited(child: ChildProcess): Promise<{ code: number | null; signal: string | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Kills every server process still running, so a failed test leaves none behind. */
export function killServerProcesses() {
  for (const child of started) child.kill('SIGKILL');
}
