// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from '../backend/keys.mjs';
import { escapeHtml } from '../src/element/escape-html';
import { ELEMENTS } from '../widgets/registry.mjs';
import { EARLY_INPUT_SCRIPT, EARLY_INPUT_SCRIPT_HASH, renderWidget, WIDGET_TAGS, widgetStylesheets } from '../widgets/server';

describe('given the server renderer (dist/ssr/)', () => {
  it('should draw every element of the registry, and no other', () => {
    expect([...WIDGET_TAGS].sort()).toEqual(ELEMENTS.map(({ tag }) => tag).sort());
  });

  it('should draw an element with its attributes and a declarative shadow root linking its stylesheet', () => {
    const html = renderWidget('rosterkit-waitlist', { 'data-brand': 'Acme', 'data-source': 'blog' }, { widgetsUrl: 'https://cdn.example.com/rk/widgets' });
    expect(html.startsWith(`<script>${EARLY_INPUT_SCRIPT}</script><rosterkit-waitlist data-brand="Acme" data-source="blog"><template shadowrootmode="open">`)).toBe(true);
    const stylesheet = widgetStylesheets().find(({ tag }) => tag === 'rosterkit-waitlist');
    expect(html).toContain(`<link rel="stylesheet" href="https://cdn.example.com/rk/widgets/${stylesheet?.path}" crossorigin="anonymous">`);
    expect(html).toContain('Full name');
    expect(html).toContain(`data-rendered-year="${new Date().getFullYear()}"`);
  });

  it("should refuse the project's secret service key, which the page would show to every visitor", () => {
    // Passed by mistake for the public key, from a server's environment.
    for (const key of ['sb_secret_abc123', ` ${LOCAL_SERVICE_KEY}`]) {
      expect(() => renderWidget('rosterkit-landing', { 'data-supabase-url': 'https://xyz.supabase.co', 'data-supabase-key': key })).toThrow(/secret service key/);
    }
    expect(renderWidget('rosterkit-landing', { 'data-supabase-url': 'https://xyz.supabase.co', 'data-supabase-key': LOCAL_ANON_KEY })).toContain(LOCAL_ANON_KEY);
  });

  it('should escape attribute values, and refuse an attribute name or tag it does not know', () => {
    const html = renderWidget('rosterkit-waitlist', { 'data-brand': '"><script>alert(1)</script>' });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('data-brand="&#34;&#62;&#60;script&#62;');
    expect(() => renderWidget('rosterkit-nope')).toThrow(/no widget element is called <rosterkit-nope>/);
    expect(() => renderWidget('rosterkit-waitlist', { 'onclick="x"': 'y' })).toThrow(/not an attribute name/);
    expect(() => renderWidget('rosterkit-waitlist', { onfocus: 'alert(1)' })).toThrow('[rosterkit] "onfocus" is an event handler: listen for the widget\'s events with addEventListener.');
  });

  it('should leave out an attribute given as null, and name one given as anything but a string', () => {
    expect(renderWidget('rosterkit-waitlist', { 'data-brand': 'Acme', 'data-source': null })).toBe(renderWidget('rosterkit-waitlist', { 'data-brand': 'Acme' }));
    const given = { 'data-brand': 5 } as unknown as Record<string, string>;
    expect(() => renderWidget('rosterkit-waitlist', given)).toThrow('[rosterkit] the value of "data-brand" must be a string, not number.');
  });

  it('should draw the roster demo inside the landing page with a shadow root of its own, and anchors for its sections', () => {
    const html = renderWidget('rosterkit-landing', { 'data-brand': 'Acme' });
    expect(html.match(/<template shadowrootmode="open">/g)).toHaveLength(2);
    expect(html).toMatch(/<rosterkit-roster-demo data-brand="Acme"[^>]*><template shadowrootmode="open">/);
    for (const id of ['features', 'faq', 'contact']) expect(html).toContain(`<span id="${id}" slot="anchor-${id}"></span>`);
  });

  it('should carry data-consent-label on the element, escaped, and draw the same first step as without it', () => {
    const label = 'I agree to "product news" & <offers>';
    for (const tag of ['rosterkit-waitlist', 'rosterkit-waitlist-modal', 'rosterkit-roster-demo']) {
      const html = renderWidget(tag, { 'data-brand': 'Acme', 'data-consent-label': label });
      expect(html, tag).toContain(` data-consent-label="${escapeHtml(label)}"><template`);
      // The checkbox is on the step that sends the sign-up, which a server never draws.
      expect(html.replace(` data-consent-label="${escapeHtml(label)}"`, ''), tag).toBe(renderWidget(tag, { 'data-brand': 'Acme' }));
    }
  });

  it('should hand the landing page\'s data-consent-label to the roster demo inside it', () => {
    const html = renderWidget('rosterkit-landing', { 'data-brand': 'Acme', 'data-consent-label': 'I agree to receive product news' });
    expect(html).toMatch(/<rosterkit-roster-demo [^>]*data-consent-label="I agree to receive product news"[^>]*><template shadowrootmode="open">/);
    expect(renderWidget('rosterkit-landing', { 'data-brand': 'Acme' })).not.toContain('data-consent-label');
  });

  it('should put its early-input script before the element: one self-contained function, with the hash a CSP needs', () => {
    expect(EARLY_INPUT_SCRIPT).toMatch(/^\(function ?\w*\(\) ?\{[\s\S]*\}\)\(\);?$/);
    // Alone on a page, it runs and installs its listeners (the press, the click, what is typed) once however often it runs.
    const added = vi.fn();
    new Function('window', 'addEventListener', EARLY_INPUT_SCRIPT)({}, added);
    expect(added).toHaveBeenCalledWith('pointerdown', expect.any(Function), true);
    expect(added).toHaveBeenCalledWith('click', expect.any(Function), true);
    expect(added).toHaveBeenCalledWith('input', expect.any(Function), true);
    expect(added).toHaveBeenCalledTimes(3);
    const page = {};
    new Function('window', 'addEventListener', `${EARLY_INPUT_SCRIPT};${EARLY_INPUT_SCRIPT}`)(page, added);
    expect(added).toHaveBeenCalledTimes(6);
    expect(EARLY_INPUT_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`);
  });

  it('should name each stylesheet after its widget and a hash of its content', () => {
    const sheets = widgetStylesheets();
    expect(new Set(sheets.map(({ path }) => path)).size).toBe(ELEMENTS.length);
    for (const { tag, path, css } of sheets) {
      expect(path).toBe(`styles/${tag}-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`);
    }
  });
});
