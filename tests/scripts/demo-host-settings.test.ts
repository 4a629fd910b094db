// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_HOST_SETTINGS, useDemoHostSettings } from '../../scripts/demo-host-settings.mjs';

const saved = { ...process.env };
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

describe('useDemoHostSettings', () => {
  it("leaves a build the settings it is given and none of the shell's, and the rest of the environment as it was", () => {
    Object.assign(process.env, { BRAND: 'Acme', SUPABASE_URL: 'https://xyz.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'secret', CONTACT_EMAIL: 'a@acme.test' });
    useDemoHostSettings({ SITE_URL: 'http://127.0.0.1:4183/' });
    expect(DEMO_HOST_SETTINGS.filter((name) => process.env[name] !== undefined)).toEqual(['SITE_URL']);
    expect(process.env.SITE_URL).toBe('http://127.0.0.1:4183/');
    expect(process.env.SUPABASE_SERVICE_ROLE_KEY).toBe('secret');
  });
});
