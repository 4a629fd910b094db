import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { Renderer } from './define-widget';

export interface WidgetProps {
  /** The custom element itself: events are dispatched on it, dialogs reflect `open` on it. */
  host: HTMLElement;
}

/** The React adapter: React only mounts, updates and unmounts. */
export function reactRenderer<P extends object>(Component: ComponentType<P & WidgetProps>) {
  return (host: HTMLElement): Renderer<P> => {
    let root: Root | null = null;
    return {
      mount(container, props) {
        const created = createRoot(container);
        root = created;
        // The first render is synchronous: the widgets of a page appear in the frame their
        // script defines them in, so none pushes another down (layout shift) or waits a task.
        flushSync(() => created.render(<Component {...props} host={host} />));
      },
      update(props) {
        root?.render(<Component {...props} host={host} />);
      },
      unmount() {
        root?.unmount();
        root = null;
      },
    };
  };
}
