// @vitest-environment node
// `node backend/server.mjs` as its own process: an insert that answered 201 survives the
// process being killed outright mid-load, and a polite stop exits cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from '../../backend/keys.mjs';

const SERVER = fileURLToPath(new URL('../../backend/server.mjs', import.meta.url));
const CLIENTS = 10;
const ACKNOWLEDGED_BEFORE_KILL = 300;
let dataDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rosterkit-durability-'));
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts the CLI on a free port (BACKEND_PORT=0) and waits for the URL it prints. */
function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, BACKEND_PORT: '0', BACKEND_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
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

function exited(child: ChildProcess): Promise<{ code: number | null; signal: string | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

describe('given inserts in flight when the server process is killed with SIGKILL', () => {
  it('every insert that answered 201 is there after a restart', async () => {
    const first = await startServer();
    const acknowledged: string[] = [];
    let attempted = 0;
    let killed = false;
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; !killed; i++) {
        const email = `client${client}-${i}@durable.example`;
        attempted++;
        try {
          const response = await fetch(`${first.url}/rest/v1/waitlist`, {
            method: 'POST',
            headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
            body: JSON.stringify({ name: 'Durable', email, company_name: 'Crash Test Agency', creator_count: '200+' }),
          });
          if (response.status === 201) acknowledged.push(email);
        } catch {
          return; // the process is gone: this answer never came
        }
        if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    });
    await Promise.all(clients);
    expect(await exited(first.child)).toEqual({ code: null, signal: 'SIGKILL' });

    const second = await startServer();
    const response = await fetch(`${second.url}/rest/v1/waitlist?select=email`, { headers: { apikey: LOCAL_SERVICE_KEY } });
    const stored = new Set(((await response.json()) as Array<{ email: string }>).map((row) => row.email));
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    expect(stored.size).toBeLessThanOrEqual(attempted);

    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, 'backend.pid'))).toBe(false);
  }, 120_000);
});
