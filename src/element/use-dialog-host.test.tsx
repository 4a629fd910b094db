import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineWidget } from './define-widget';
import { dialogAttributes } from './dialog-host';
import { reactRenderer, type WidgetProps } from './react-renderer';
import { DialogTrigger, useDialogEvents } from './use-dialog-host';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Hosted({ host, triggerLabel, open }: WidgetProps & { triggerLabel: string; open: boolean }) {
  useDialogEvents(host, 'waitlist', open);
  return (
    <>
      <DialogTrigger host={host} label={triggerLabel} />
      <p>{open ? 'open' : 'closed'}</p>
    </>
  );
}

defineWidget({ tag: 'test-hosted-dialog', attributes: dialogAttributes, css: [], renderer: reactRenderer(Hosted), dialog: 'waitlist' });

afterEach(() => {
  document.body.innerHTML = '';
});

async function mount(attributes: Record<string, string>) {
  const element = document.createElement('test-hosted-dialog') as HTMLElement & { show(): void; close(): void };
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const heard: string[] = [];
  for (const type of ['rosterkit-open', 'rosterkit-close']) {
    document.addEventListener(type, (event) => heard.push(`${type}:${(event as CustomEvent<{ dialog: string }>).detail.dialog}`));
  }
  await act(async () => document.body.append(element));
  return { element, heard, text: () => element.shadowRoot?.querySelector('p')?.textContent };
}

describe('given a dialog element with a trigger label', () => {
  it('should open from its own trigger, and tell the page it opened and closed', async () => {
    const { element, heard, text } = await mount({ 'data-trigger-label': 'Join' });
    const trigger = element.shadowRoot!.querySelector('button')!;
    expect(trigger.textContent).toBe('Join');
    expect(trigger.getAttribute('part')).toBe('trigger button');
    await act(async () => trigger.click());
    expect(element.hasAttribute('open')).toBe(true);
    expect(text()).toBe('open');
    await act(async () => element.close());
    expect(text()).toBe('closed');
    expect(heard).toEqual(['rosterkit-open:waitlist', 'rosterkit-close:waitlist']);
  });
});

describe('given a dialog element without a trigger label, open from the start', () => {
  it('should render no trigger, and tell the page it opened, then closed', async () => {
    const { element, heard } = await mount({ open: '' });
    expect(element.shadowRoot!.querySelector('button')).toBeNull();
    expect(heard).toEqual(['rosterkit-open:waitlist']);
    await act(async () => element.close());
    expect(heard).toEqual(['rosterkit-open:waitlist', 'rosterkit-close:waitlist']);
  });
});

describe('given a dialog element shown before its React root is made', () => {
  it('should tell the page it opened', async () => {
    const heard: string[] = [];
    document.addEventListener('rosterkit-open', (event) => heard.push((event as CustomEvent<{ dialog: string }>).detail.dialog));
    const element = document.createElement('test-hosted-dialog') as HTMLElement & { show(): void };
    await act(async () => {
      document.body.append(element);
      element.show();
    });
    expect(element.shadowRoot?.querySelector('p')?.textContent).toBe('open');
    expect(heard).toEqual(['waitlist']);
  });
});
