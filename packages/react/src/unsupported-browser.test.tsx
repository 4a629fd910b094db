import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RosterkitWaitlist } from './index';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// A file of its own: the widgets' stylesheets, once made, are shared, and this browser makes none.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('given a browser without constructable stylesheets (Safari before 16.4)', () => {
  it("leaves the widget out, says why on the console, and keeps the host's app", async () => {
    vi.stubGlobal('CSSStyleSheet', class {
      constructor() {
        throw new TypeError('Illegal constructor');
      }
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <main>
          <h1>Acme</h1>
          <RosterkitWaitlist brand="Acme" supabaseUrl="https://xyz.supabase.co" supabaseKey="sb_publishable_abc123" />
        </main>,
      ),
    );
    expect(container.querySelector('h1')?.textContent).toBe('Acme');
    // No form that could never be sent: the build's drawn form is written in before the styles.
    expect(container.querySelector('rosterkit-waitlist')?.shadowRoot?.childElementCount ?? 0).toBe(0);
    expect(errors).toHaveBeenCalledWith('[rosterkit] <rosterkit-waitlist> cannot be shown in this browser:', expect.any(TypeError));
    await act(async () => root.unmount());
  });
});
