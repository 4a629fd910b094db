/**
 * The floor: React 19 rendering one element into an open shadow root, and nothing else.
 * Built by the widgets' own pipeline (bench/floor/vite.config.ts), never shipped in
 * dist/widgets; the size check and the benchmark measure every widget against it.
 */
import { createRoot } from 'react-dom/client';

class FloorElement extends HTMLElement {
  connectedCallback(): void {
    if (this.shadowRoot) return;
    const container = document.createElement('div');
    this.attachShadow({ mode: 'open' }).append(container);
    createRoot(container).render(<button type="button">Ready</button>);
  }
}

if (!customElements.get('rosterkit-floor')) customElements.define('rosterkit-floor', FloorElement);
