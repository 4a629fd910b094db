// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { waitlistFirstRender } from 'virtual:rosterkit-first-render';
import { readAttributeRecord } from '../../../src/element/attributes';
import { waitlistWidget } from '../../../widgets/waitlist/widget';
import { anyWidget } from './any-widget';
import { drawnWidget } from './draw';

const widget = anyWidget(waitlistWidget);

describe("given the inline waitlist's first render, drawn when the package is built", () => {
  const apps: Record<string, Record<string, string>> = {
    'another brand, to escape': { id: 'signup', 'data-brand': 'Fish & <Chips>', 'data-supabase-url': 'https://abc.supabase.co', 'data-supabase-key': 'sb_publishable_abc123' },
    'a consent label, a source and no attribution': {
      'data-supabase-url': 'https://abc.supabase.co',
      'data-supabase-key': 'sb_publishable_abc123',
      'data-consent-label': 'I agree to receive product news',
      'data-source': 'partner-app',
      'data-attribution': 'off',
    },
    'no project at all': {},
  };

  it.each(Object.keys(apps))('is what a server draws for an app with %s', (app) => {
    // Without a project, the form says so in the console, and draws the same.
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { tree } = drawnWidget(widget, apps[app]!.id, readAttributeRecord(apps[app]!, widget.attributes));
    expect(renderToString(tree)).toBe(waitlistFirstRender.html);
    said.mockRestore();
  });

  it('holds the form, and was drawn this year', () => {
    expect(waitlistFirstRender.html).toContain('<label class="rk-label" for="rk-waitlist-name">Full name</label>');
    expect(waitlistFirstRender.year).toBe(new Date().getFullYear());
  });
});
