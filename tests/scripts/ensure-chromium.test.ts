// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHROMIUM_CANDIDATES, findChromium } from '../../scripts/ensure-chromium.mjs';

describe('finding a browser for the tests', () => {
  it('takes CHROMIUM_PATH as given', () => {
    expect(findChromium({ CHROMIUM_PATH: '/opt/chrome/chrome' }, () => false)).toBe('/opt/chrome/chrome');
  });

  it("prefers Debian's Chromium to any other browser found", () => {
    expect(findChromium({}, () => true)).toBe('/usr/bin/chromium');
  });

  it('finds Chrome where there is no Chromium', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(CHROMIUM_CANDIDATES).toContain(chrome);
    expect(findChromium({}, (path) => path === chrome)).toBe(chrome);
  });

  it('finds nothing where no candidate exists', () => {
    expect(findChromium({}, () => false)).toBeNull();
  });
});
