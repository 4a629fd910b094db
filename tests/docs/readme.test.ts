// @vitest-environment node
// The README names the local backend's keys as backend/keys.mjs holds them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from '../../backend/keys.mjs';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('the README', () => {
  it.each([['anon (public)', LOCAL_ANON_KEY], ['service_role', LOCAL_SERVICE_KEY]])('lists the local %s key', (role, key) => {
    expect(readme).toContain(`| \`${key}\` | ${role} |`);
  });
});
