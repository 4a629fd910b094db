import { HYDRATION_IDLE_TIMEOUT_MS } from '../config/timing';
import { EARLY_INPUT_EVENT } from './early-input';

/** What starts a drawn widget's hydration before the browser is idle: the visitor's first touch of it. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', EARLY_INPUT_EVENT];

/**
 * Runs `start` once the browser is idle or the visitor first reaches for the container's
 * content, whichever comes first; the returned function cancels it.
 */
export function whenIdleOrTouched(container: HTMLElement, start: () => void): () => void {
  const cancel = () => {
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else clearTimeout(idle);
    for (const type of INTENT_EVENTS) container.removeEventListener(type, first, { capture: true });
  };
  const first = () => {
    cancel();
    start();
  };
  // Safari has no idle callback: a task after the script's own.
  const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(first, { timeout: HYDRATION_IDLE_TIMEOUT_MS }) : window.setTimeout(first);
  for (const type of INTENT_EVENTS) container.addEventListener(type, first, { capture: true });
  return cancel;
}
