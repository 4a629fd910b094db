// @vitest-environment node
// `node backend/server.mjs` as its own process: an insert that answered 201 survives the
// process being killed outright mid-load, and a polite stop exits cleanly.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from '../../backend/keys.mjs';
import { exited, killServerProcesses, startServerProcess } from './server-process';

const CLIENTS = 10;
const ACKNOWLEDGED_BEFORE_KILL = 300;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rosterkit-durability-'));
});
afterAll(async () => {
  killServerProcesses();
  await rm(dataDir, { recursive: true, force: true });
});

describe('given inserts in flight when the server process is killed with SIGKILL', () => {
  it('every insert that answered 201 is there after a restart', async () => {
    const first = await startServerProcess(dataDir, { RATE_LIMITS: 'off' });
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

    const second = await startServerProcess(dataDir, { RATE_LIMITS: 'off' });
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
