import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Faq } from './faq';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;
const items = () => [...container.querySelectorAll('details')];
const opened = () => items().flatMap((item, index) => (item.open ? [index] : []));

beforeEach(async () => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<Faq brand="Acme" onReachOut={() => {}} />));
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

// happy-dom, as Safari before 17.2, does not keep one <details name> open by itself.
describe('given the FAQ in a browser that lets every item of a name be open', () => {
  it('closes the open item when another opens, and leaves the rest when one closes', async () => {
    expect(items()).toHaveLength(7);
    await act(async () => void (items()[0]!.open = true));
    await act(async () => void (items()[3]!.open = true));
    expect(opened()).toEqual([3]);
    await act(async () => void (items()[3]!.open = false));
    expect(opened()).toEqual([]);
    await act(async () => void (items()[5]!.open = true));
    expect(opened()).toEqual([5]);
  });
});
