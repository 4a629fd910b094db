// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withoutScripts } from '../../bench/pages.mjs';

describe('the demo host\'s page without its scripts', () => {
  const csp = '<meta http-equiv="Content-Security-Policy" content="script-src \'self\' \'sha256-abc\'" />';
  const jsonLd = '<script type="application/ld+json">{"@type":"FAQPage"}</script>';
  const page = [
    `<!doctype html><html><head>${csp}<script type="module">import('/widgets/landing.js')</script></head>`,
    '<body><rosterkit-landing><template shadowrootmode="open"><script>captureEarlyInput()</script><button>Join</button></template></rosterkit-landing>',
    `<script src="/widgets/embed.js" async></script><SCRIPT>\nlate()\n</SCRIPT>${jsonLd}</body></html>`,
  ].join('');

  it('should take out every script that runs, inline or not, in a shadow root\'s template too', () => {
    const html = withoutScripts(page);
    expect(html).not.toMatch(/<script(?![^>]*ld\+json)/i);
    expect(html).toContain('<template shadowrootmode="open"><button>Join</button></template>');
  });

  it('should keep the JSON-LD, the CSP and everything else as it is', () => {
    expect(withoutScripts(page)).toBe(page
      .replace('<script type="module">import(\'/widgets/landing.js\')</script>', '')
      .replace('<script>captureEarlyInput()</script>', '')
      .replace('<script src="/widgets/embed.js" async></script><SCRIPT>\nlate()\n</SCRIPT>', ''));
    expect(withoutScripts(page)).toContain(csp);
    expect(withoutScripts(page)).toContain(jsonLd);
  });

  it('should keep JSON-LD however its type is quoted', () => {
    expect(withoutScripts('<script type=\'application/ld+json\'>{}</script><script type=application/ld+json>{}</script>'))
      .toBe('<script type=\'application/ld+json\'>{}</script><script type=application/ld+json>{}</script>');
  });
});
