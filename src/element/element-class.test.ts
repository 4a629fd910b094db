import { afterEach, describe, expect, it } from 'vitest';
import { widgetElementClass, type ElementBehaviour } from './element-class';

let defined = 0;
/** A newly named element, defined with no behaviour yet, as embed.js defines them. */
function defineEarly(dialog = false) {
  const tag = `test-early-${++defined}`;
  const element = widgetElementClass(['data-name', 'open'], dialog);
  customElements.define(tag, element);
  return { tag, element };
}

/** A behaviour that writes down what it was told. */
function recorder() {
  const told: string[] = [];
  const behaviour: ElementBehaviour = {
    connected: (element) => told.push(`connected ${element.id}`),
    disconnected: (element) => told.push(`disconnected ${element.id}`),
    changed: (element) => told.push(`changed ${element.id}`),
  };
  return { told, behaviour };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('given an element defined before its behaviour', () => {
  it('connects the elements on the page once the behaviour comes, not those that left', () => {
    const { tag, element } = defineEarly();
    document.body.innerHTML = `<${tag} id="a"></${tag}><${tag} id="gone"></${tag}><${tag} id="b"></${tag}>`;
    document.getElementById('gone')?.remove();
    const { told, behaviour } = recorder();
    expect(element.implement(behaviour)).toBe(true);
    expect(told).toEqual(['connected a', 'connected b']);
  });

  it('tells the behaviour of what happens after, and nothing of what came before', () => {
    const { tag, element } = defineEarly();
    document.body.innerHTML = `<${tag} id="a"></${tag}>`;
    const early = document.getElementById('a') as HTMLElement;
    early.setAttribute('data-name', 'Ada');
    const { told, behaviour } = recorder();
    element.implement(behaviour);
    early.setAttribute('data-name', 'Grace');
    early.remove();
    expect(told).toEqual(['connected a', 'changed a', 'disconnected a']);
  });

  it('keeps the first behaviour it is given: a script loaded twice is harmless', () => {
    const { tag, element } = defineEarly();
    const first = recorder();
    const second = recorder();
    expect(element.implement(first.behaviour)).toBe(true);
    expect(element.implement(second.behaviour)).toBe(false);
    document.body.innerHTML = `<${tag} id="a"></${tag}>`;
    expect(first.told).toEqual(['connected a']);
    expect(second.told).toEqual([]);
  });

  it("has a dialog's show() and close() before its behaviour: they set its open attribute", () => {
    const { tag } = defineEarly(true);
    document.body.innerHTML = `<${tag}></${tag}>`;
    const dialog = document.querySelector(tag) as HTMLElement & { show(): void; close(): void };
    dialog.show();
    expect(dialog.hasAttribute('open')).toBe(true);
    dialog.close();
    expect(dialog.hasAttribute('open')).toBe(false);
  });
});
