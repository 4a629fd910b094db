import type { ComponentType } from 'react';
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
        root = createRoot(container);
        root.render(<Component {...props} host={host} />);
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
