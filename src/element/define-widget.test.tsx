import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { defineWidget } from './define-widget';
import { reactRenderer, type WidgetProps } from './react-renderer';
import { widgetTree } from './from-html';
import { useYear } from './use-year';
import { text } from './attributes';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounts = 0;
let unmounts = 0;
function Greeting({ name }: WidgetProps & { name: string }) {
  return <p>Hello {name}</p>;
}

const attributes = { name: { attribute: 'data-name', parse: text('world') } };

defineWidget({ tag: 'test-greeting', attributes, css: ['p { color: red; }'], renderer: reactRenderer(Greeting) });

afterEach(() => {
  document.body.innerHTML = '';
});

async function mount(tag: string, html = '') {
  const element = document.createElement(tag);
  if (html) element.setAttribute('data-name', html);
  await act(async () => document.body.append(element));
  return element;
}

describe('given a widget defined from a component and an attribute table', () => {
  it('renders into an open shadow root with the parsed attribute', async () => {
    const element = await mount('test-greeting', 'Ada');
    expect(element.shadowRoot?.textContent).toBe('Hello Ada');
    expect(element.shadowRoot?.mode).toBe('open');
    expect(document.body.innerHTML).not.toContain('Hello');
  });

  it('re-renders when an observed attribute changes', async () => {
    const element = await mount('test-greeting');
    expect(element.shadowRoot?.textContent).toBe('Hello world');
    await act(async () => element.setAttribute('data-name', 'Grace'));
    expect(element.shadowRoot?.textContent).toBe('Hello Grace');
  });

  it('renders user text as text, never as markup', async () => {
    const element = await mount('test-greeting', '<img src=x onerror=alert(1)>');
    expect(element.shadowRoot?.querySelector('img')).toBeNull();
    expect(element.shadowRoot?.textContent).toBe('Hello <img src=x onerror=alert(1)>');
  });

  /** Whether React has made its root on the node (React marks the container it owns). */
  const hasReactRoot = (element: HTMLElement) =>
    Object.keys(element.shadowRoot?.querySelector('.rk-root') ?? {}).some((key) => key.startsWith('__reactContainer$'));
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));

  it('makes its React root in a task of its own, not in the task that connected it (where its modules evaluate)', async () => {
    const element = document.createElement('test-greeting');
    document.body.append(element);
    expect(element.shadowRoot?.querySelector('.rk-root')).not.toBeNull();
    expect(hasReactRoot(element)).toBe(false);
    await act(nextTask);
    expect(hasReactRoot(element)).toBe(true);
    expect(element.shadowRoot?.textContent).toBe('Hello world');
  });

  it('draws an attribute changed before its root was made, and nothing at all once removed before then', async () => {
    const changed = document.createElement('test-greeting');
    const removed = document.createElement('test-greeting');
    document.body.append(changed, removed);
    changed.setAttribute('data-name', 'Grace');
    removed.remove();
    await act(nextTask);
    expect(changed.shadowRoot?.textContent).toBe('Hello Grace');
    expect(hasReactRoot(removed)).toBe(false);
    expect(removed.shadowRoot?.textContent).toBe('');
  });

  it('styles through adopted stylesheets, adding no <style> element', async () => {
    const element = await mount('test-greeting');
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBe(2);
    expect(element.shadowRoot?.querySelector('style')).toBeNull();
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('parses its styles after the task that connects it (which evaluates the modules), before its first commit', async () => {
    const sheetsAtCommit: number[] = [];
    function Measured({ host }: WidgetProps) {
      useLayoutEffect(() => void sheetsAtCommit.push(document.querySelector(host.localName)?.shadowRoot?.adoptedStyleSheets.length ?? -1), [host]);
      return <p>Measured</p>;
    }
    defineWidget({ tag: 'test-measured', attributes: {}, css: ['p { color: red; }'], renderer: reactRenderer(Measured) });
    const element = document.createElement('test-measured');
    document.body.append(element);
    expect(element.shadowRoot?.adoptedStyleSheets).toHaveLength(0);
    await act(async () => {});
    expect(element.shadowRoot?.adoptedStyleSheets).toHaveLength(2);
    expect(sheetsAtCommit).toEqual([2]);
  });

  it('defines a tag once: a second definition is ignored without throwing', async () => {
    const first = customElements.get('test-greeting');
    const Farewell = ({ name }: WidgetProps & { name: string }) => <p>Goodbye {name}</p>;
    expect(() => defineWidget({ tag: 'test-greeting', attributes, css: [], renderer: reactRenderer(Farewell) })).not.toThrow();
    expect(customElements.get('test-greeting')).toBe(first);
    expect((await mount('test-greeting', 'Ada')).shadowRoot?.textContent).toBe('Hello Ada');
  });

  it('unmounts on removal, keeps its tree on a move, and remounts when added again', async () => {
    defineWidget({
      tag: 'test-counted',
      attributes,
      css: [],
      renderer: (host) => {
        const inner = reactRenderer(Greeting)(host);
        return {
          ...inner,
          mount: (container, props, fromHtml, adoptStyles) => ((mounts += 1), inner.mount(container, props, fromHtml, adoptStyles)),
          unmount: () => ((unmounts += 1), inner.unmount()),
        };
      },
    });
    const element = await mount('test-counted');
    const other = document.createElement('section');
    document.body.append(other);
    await act(async () => other.append(element));
    expect(unmounts).toBe(0);
    await act(async () => element.remove());
    expect(unmounts).toBe(1);
    expect(element.shadowRoot?.textContent).toBe('');
    await act(async () => document.body.append(element));
    expect(element.shadowRoot?.textContent).toBe('Hello world');
    expect(mounts).toBe(2);
    // Moved, then removed, in one task: gone when the unmount looks, it unmounts once.
    await act(async () => {
      other.append(element);
      element.remove();
    });
    expect(unmounts).toBe(2);
  });
});

describe('given a dialog widget', () => {
  defineWidget({ tag: 'test-dialog', attributes, css: [], renderer: reactRenderer(Greeting), dialog: 'contact' });

  it('should open on show() and close on close(), through its open attribute', async () => {
    const element = (await mount('test-dialog')) as HTMLElement & { show(): void; close(): void };
    await act(async () => element.show());
    expect(element.hasAttribute('open')).toBe(true);
    await act(async () => element.close());
    expect(element.hasAttribute('open')).toBe(false);
  });

  it('should open when a host-page element with its data-rosterkit-open kind is clicked', async () => {
    const element = await mount('test-dialog');
    const link = document.createElement('a');
    link.href = '#contact';
    link.setAttribute('data-rosterkit-open', 'contact');
    link.innerHTML = '<span>Contact us</span>';
    document.body.append(link);
    await act(async () => link.querySelector('span')!.click());
    expect(element.hasAttribute('open')).toBe(true);
  });

  it('should leave other elements, and other kinds of trigger, alone', async () => {
    const plain = await mount('test-greeting');
    const element = await mount('test-dialog');
    expect('show' in plain).toBe(false);
    const other = document.createElement('button');
    other.setAttribute('data-rosterkit-open', 'waitlist');
    document.body.append(other);
    await act(async () => other.click());
    expect(element.hasAttribute('open')).toBe(false);
  });
});

describe('given an attribute table entry that reads two attributes into one prop', () => {
  const pair = {
    pair: { attribute: ['data-left', 'data-right'], parse: ([left, right]: readonly (string | null)[]) => `${left ?? '-'}/${right ?? '-'}` },
  };
  function Pair({ pair: value }: WidgetProps & { pair: string }) {
    return <p>{value}</p>;
  }
  defineWidget({ tag: 'test-pair', attributes: pair, css: [], renderer: reactRenderer(Pair) });

  it('should pass both values to its parser, and re-render when either changes', async () => {
    const element = await mount('test-pair');
    expect(element.shadowRoot?.textContent).toBe('-/-');
    await act(async () => element.setAttribute('data-right', 'b'));
    expect(element.shadowRoot?.textContent).toBe('-/b');
    await act(async () => element.setAttribute('data-left', 'a'));
    expect(element.shadowRoot?.textContent).toBe('a/b');
  });
});

describe('given an element that arrives drawn in the HTML (a declarative shadow root)', () => {
  function YearLine({ name }: WidgetProps & { name: string }) {
    return <p>{name}, {useYear()}</p>;
  }
  defineWidget({ tag: 'test-drawn', attributes, css: ['p { color: red; }'], renderer: reactRenderer(YearLine) });

  /** The element as a server draws it (widgets/server.tsx), in a year long past. */
  function drawn(name: string) {
    const element = document.createElement('test-drawn');
    element.setAttribute('data-name', name);
    const html = renderToString(widgetTree(YearLine, { name, host: element }, { renderedYear: 2001 }));
    element.attachShadow({ mode: 'open' }).innerHTML = `<div class="rk-root" data-rendered-year="2001">${html}</div>`;
    return element;
  }

  /** A drawn element hydrates once the browser is idle, or at once when touched (react-renderer.tsx): touched here, inside act. */
  function touch(element: HTMLElement) {
    element.shadowRoot?.querySelector('.rk-root')?.dispatchEvent(new Event('pointerdown'));
  }

  it('should keep the drawn nodes, show this year once hydrated, and log nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = drawn('Ada');
    const line = element.shadowRoot?.querySelector('p');
    expect(line?.textContent).toBe('Ada, 2001');
    await act(async () => {
      document.body.append(element);
      touch(element);
    });
    expect(element.shadowRoot?.querySelector('.rk-root')?.hasAttribute('data-rk-live')).toBe(true);
    expect(element.shadowRoot?.querySelector('p')).toBe(line);
    expect(line?.textContent).toBe(`Ada, ${new Date().getFullYear()}`);
    expect(element.shadowRoot?.querySelectorAll('.rk-root')).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('should apply an attribute changed while it hydrates after the hydration, keeping the drawn nodes', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = drawn('Ada');
    const line = element.shadowRoot?.querySelector('p');
    await act(async () => {
      document.body.append(element);
      touch(element);
      element.setAttribute('data-name', 'Grace');
    });
    expect(element.shadowRoot?.querySelector('p')).toBe(line);
    expect(line?.textContent).toBe(`Grace, ${new Date().getFullYear()}`);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
