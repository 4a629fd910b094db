// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from '../../../backend/keys.mjs';
import { EARLY_INPUT_SCRIPT, EARLY_INPUT_SCRIPT_HASH } from '../../../widgets/server';
import { RosterkitContact, RosterkitLanding, RosterkitWaitlist, RosterkitWaitlistModal } from './index';

describe('given a component rendered on a server', () => {
  it('draws its element, with its attributes and the form in a declarative shadow root with its styles', () => {
    const html = renderToString(<RosterkitWaitlist brand="Acme" supabaseUrl="https://xyz.supabase.co" supabaseKey="sb_publishable_abc123" source="acme-app" attribution={false} />);
    expect(html).toMatch(/^<rosterkit-waitlist data-rosterkit-react="" data-brand="Acme" data-supabase-url="https:\/\/xyz.supabase.co" data-supabase-key="sb_publishable_abc123" data-source="acme-app" data-attribution="off">/);
    expect(html).toContain('<template shadowrootmode="open"><style>');
    expect(html).toMatch(/<div class="rk-root" lang="en" data-rendered-year="\d{4}">/);
    expect(html).toContain('Full name');
  });

  it("refuses the project's secret service key, which the page would show to every visitor", () => {
    // Passed by mistake for the public key, from a server's environment.
    for (const key of ['sb_secret_abc123', ` ${LOCAL_SERVICE_KEY}`]) {
      expect(() => renderToString(<RosterkitWaitlist supabaseUrl="https://xyz.supabase.co" supabaseKey={key} />)).toThrow(/supabaseKey is the project's secret service key/);
    }
    expect(renderToString(<RosterkitWaitlist supabaseUrl="https://xyz.supabase.co" supabaseKey={LOCAL_ANON_KEY} />)).toContain(LOCAL_ANON_KEY);
  });

  it('leaves out a prop that is not a string, naming it on the console once, and draws the rest', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // What an untyped config passes: a URL object, a number, and JSX for the consent's text.
    const wrong = { supabaseUrl: new URL('https://xyz.supabase.co'), source: 42, consentLabel: <b>I agree</b> } as unknown as Record<string, string>;
    for (let render = 0; render < 2; render++) {
      const html = renderToString(<RosterkitWaitlist brand="Acme" {...wrong} />);
      expect(html).toContain('data-brand="Acme"');
      expect(html).not.toMatch(/data-supabase-url|data-source|data-consent-label/);
    }
    expect(errors.mock.calls.filter(([message]) => String(message).includes('must be a string'))).toEqual([
      ['[rosterkit] supabaseUrl must be a string, not object: it is left out.'],
      ['[rosterkit] source must be a string, not number: it is left out.'],
      ['[rosterkit] consentLabel must be a string, not object: it is left out.'],
    ]);
    errors.mockRestore();
  });

  it('draws the theme set through its style on its element, where the shadow root inherits it', () => {
    const html = renderToString(<RosterkitWaitlist style={{ '--rk-color-primary': '#0a7', maxWidth: 480 }} />);
    expect(/^<[^>]*>/.exec(html)?.[0]).toContain('style="--rk-color-primary:#0a7;max-width:480px"');
  });

  it('records no attribution for any value but true or none, as the element does', () => {
    const attribution = (value: unknown) => /data-attribution="([^"]*)"/.exec(renderToString(<RosterkitWaitlist attribution={value as boolean} />))?.[1];
    // An untyped app's config hands over strings.
    for (const value of [false, 'false', 'off', 0]) expect(attribution(value)).toBe('off');
    for (const value of [true, undefined, null]) expect(attribution(value)).toBeUndefined();
  });

  it("draws a dialog closed, with its trigger's label, and open only when asked", () => {
    const element = (html: string) => /^<[^>]*>/.exec(html)?.[0];
    const closed = renderToString(<RosterkitContact triggerLabel="Talk to us" />);
    expect(closed).toContain('Talk to us');
    expect(element(closed)).not.toMatch(/\sopen=/);
    const open = renderToString(<RosterkitWaitlistModal triggerLabel="Join" open />);
    expect(element(open)).toMatch(/\sopen=""/);
    expect(open).toContain('<dialog');
  });

  it('draws the script that holds early clicks into the shadow root, before the widget', () => {
    const html = renderToString(<RosterkitWaitlist brand="Acme" />);
    const script = /<template shadowrootmode="open"><style>[\s\S]*?<\/style><script>([\s\S]*?)<\/script><div class="rk-root"/.exec(html)?.[1];
    // The one dist/ssr/ puts before its elements (tests/server-render.test.ts runs it): one hash allows both.
    expect(script).toBe(EARLY_INPUT_SCRIPT);
  });

  it("gives the script's hash for a CSP in the README", async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`script-src 'self' ${EARLY_INPUT_SCRIPT_HASH}`);
  });

  it("draws the landing's roster demo in a shadow root of its own, and its section anchors in the page", () => {
    const html = renderToString(<RosterkitLanding brand="Acme" supabaseUrl="https://xyz.supabase.co" supabaseKey="sb_publishable_abc123" contactEmail="hello@acme.example" />);
    expect(html.match(/<template shadowrootmode="open">/g)).toHaveLength(2);
    // One script holds the clicks of both: it listens on the window.
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain('<rosterkit-roster-demo data-brand="Acme"');
    for (const anchor of ['features', 'faq', 'contact']) expect(html).toContain(`<span id="${anchor}" slot="anchor-${anchor}"></span>`);
  });
});

describe('given a component streamed by a server', () => {
  it('draws the same shadow root into the stream as into a string', async () => {
    const { renderToReadableStream } = await import('react-dom/server');
    const stream = await renderToReadableStream(<RosterkitWaitlist brand="Acme" supabaseUrl="https://xyz.supabase.co" supabaseKey="sb_publishable_abc123" />);
    const html = await new Response(stream).text();
    expect(html).toContain('<template shadowrootmode="open"><style>');
    expect(html).toContain('Full name');
  });

  it("sends the landing in place in a page, not apart, hidden until a script moves it", async () => {
    const { renderToReadableStream } = await import('react-dom/server');
    // A host's stream sends a Suspense boundary over progressiveChunkSize (12,800 bytes) apart when
    // it is not at the render's root.
    const page = (
      <main>
        <p>{'Acme. '.repeat(1000)}</p>
        <RosterkitLanding brand="Acme" supabaseUrl="https://xyz.supabase.co" supabaseKey="sb_publishable_abc123" />
      </main>
    );
    const html = await new Response(await renderToReadableStream(page)).text();
    expect(html).not.toContain('<!--$?-->');
    expect(html).toMatch(/^<main><p>(Acme\. )+<\/p><rosterkit-landing /);
    const shadowRoot = html.slice(html.indexOf('<template shadowrootmode="open">'), html.lastIndexOf('</template>'));
    expect(shadowRoot).toContain('Frequently asked questions');
  });
});
