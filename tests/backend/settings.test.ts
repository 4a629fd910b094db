// @vitest-environment node
// The settings `npm run backend` and `npm start` read from the environment (backend/README.md#settings).
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR } from '../../backend/db.mjs';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from '../../backend/keys.mjs';
import { DEFAULT_PORT, portFromEnv } from '../../backend/ports.mjs';
import { backendOptionsFromEnv } from '../../backend/server.mjs';
import { demoHostConfig } from '../../build/demo-host-config';

describe('backendOptionsFromEnv', () => {
  it('keeps the defaults when nothing is set', () => {
    expect(backendOptionsFromEnv({})).toEqual({ port: DEFAULT_PORT, dataDir: DEFAULT_DATA_DIR, rateLimits: true });
  });

  it('reads the port, the data directory and the limits', () => {
    expect(backendOptionsFromEnv({ BACKEND_PORT: '0', BACKEND_DATA_DIR: '/srv/rosterkit', RATE_LIMITS: 'off' })).toEqual({
      port: 0,
      dataDir: '/srv/rosterkit',
      rateLimits: false,
    });
  });

  it('refuses a port that is not one, and a mistyped RATE_LIMITS', () => {
    expect(() => backendOptionsFromEnv({ BACKEND_PORT: '5432x' })).toThrow('BACKEND_PORT is not a port: 5432x');
    expect(() => backendOptionsFromEnv({ BACKEND_PORT: '70000' })).toThrow('BACKEND_PORT is not a port: 70000');
    expect(() => backendOptionsFromEnv({ RATE_LIMITS: 'false' })).toThrow('RATE_LIMITS must be on or off, not "false"');
  });
});

describe('portFromEnv, for the demo host of npm start (PORT)', () => {
  it('reads a port, or keeps the default, and refuses one that is not a port', () => {
    expect(portFromEnv({}, 'PORT', 4173)).toBe(4173);
    expect(portFromEnv({ PORT: '8080' }, 'PORT', 4173)).toBe(8080);
    expect(portFromEnv({ PORT: '' }, 'PORT', 4173)).toBe(4173);
    expect(portFromEnv({ PORT: ' ' }, 'PORT', 4173)).toBe(4173);
    expect(portFromEnv({ PORT: '0' }, 'PORT', 4173)).toBe(0);
    expect(() => portFromEnv({ PORT: '417x' }, 'PORT', 4173)).toThrow('PORT is not a port: 417x');
  });
});

describe("the demo host's build, pointed at the local backend", () => {
  it('takes the backend port from BACKEND_PORT, as the backend does, and refuses a mistyped one', () => {
    expect(demoHostConfig({}).SUPABASE_URL).toBe(`http://127.0.0.1:${DEFAULT_PORT}`);
    expect(demoHostConfig({ BACKEND_PORT: '54400' }).SUPABASE_URL).toBe('http://127.0.0.1:54400');
    expect(() => demoHostConfig({ BACKEND_PORT: '5432x' })).toThrow('BACKEND_PORT is not a port: 5432x');
  });

  it('takes a project URL pasted with /rest/v1 as the project, and refuses one without its scheme', () => {
    const config = demoHostConfig({ SUPABASE_URL: ' https://xyz.supabase.co/rest/v1/ ' });
    expect(config.SUPABASE_URL).toBe('https://xyz.supabase.co');
    expect(config.SUPABASE_ORIGIN).toBe('https://xyz.supabase.co');
    expect(demoHostConfig({ SUPABASE_URL: '' }).SUPABASE_URL).toBe(`http://127.0.0.1:${DEFAULT_PORT}`);
    expect(() => demoHostConfig({ SUPABASE_URL: 'xyz.supabase.co' })).toThrow('SUPABASE_URL is not an http(s) URL: xyz.supabase.co');
  });

  it('refuses to write a service_role key into the page', () => {
    expect(() => demoHostConfig({ SUPABASE_ANON_KEY: LOCAL_SERVICE_KEY })).toThrow('SUPABASE_ANON_KEY holds a service_role key');
    expect(() => demoHostConfig({ SUPABASE_ANON_KEY: 'sb_secret_abc' })).toThrow('SUPABASE_ANON_KEY holds a service_role key');
    expect(demoHostConfig({ SUPABASE_ANON_KEY: ' sb_publishable_abc ' }).SUPABASE_ANON_KEY).toBe('sb_publishable_abc');
    expect(demoHostConfig({ SUPABASE_ANON_KEY: '' }).SUPABASE_ANON_KEY).toBe(LOCAL_ANON_KEY);
  });

  it('takes a blank BRAND or CONTACT_EMAIL as unset, and a padded one without its padding', () => {
    expect(demoHostConfig({ BRAND: '' }).BRAND).toBe('Rosterkit');
    expect(demoHostConfig({ BRAND: '  ' }).BRAND).toBe('Rosterkit');
    expect(demoHostConfig({ BRAND: ' Acme ', CONTACT_EMAIL: 'team@acme.example' }).BRAND).toBe('Acme');
    expect(demoHostConfig({ CONTACT_EMAIL: '' }).CONTACT_EMAIL).toBe('hello@rosterkit.io');
    expect(demoHostConfig({ CONTACT_EMAIL: ' team@acme.example ' }).CONTACT_EMAIL).toBe('team@acme.example');
  });

  it("gives Rosterkit's contact address to Rosterkit's page alone, and refuses one that is not an address", () => {
    expect(() => demoHostConfig({ BRAND: 'Acme' })).toThrow("CONTACT_EMAIL is not set: the page for Acme would give Rosterkit's address, hello@rosterkit.io. Set it to Acme's");
    expect(() => demoHostConfig({ BRAND: 'Acme', CONTACT_EMAIL: ' ' })).toThrow('CONTACT_EMAIL is not set');
    for (const typed of ['team at acme.example', 'mailto:team@acme.example', '<team@acme.example>', 'team@localhost']) {
      expect(() => demoHostConfig({ CONTACT_EMAIL: typed })).toThrow(`CONTACT_EMAIL is not an email address: ${typed}`);
    }
  });
});
