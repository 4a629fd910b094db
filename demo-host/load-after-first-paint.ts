/**
 * Asks for the landing's script and its chunks once the page has painted: drawn in the HTML, the
 * page needs them for input, not for its first paint, which a script fetched before it holds up.
 * The build inlines this into the demo host's page (allowed by its hash in the CSP).
 */
export function loadAfterFirstPaint(script: string, chunks: readonly string[]): void {
  let started = false;
  // Asked for again while a fetch was under way: should that fetch fail, it is asked for at once.
  let askedMeanwhile = false;
  const load = () => {
    if (started) {
      askedMeanwhile = true;
      return;
    }
    started = true;
    askedMeanwhile = false;
    // A task each: starting a fetch can take milliseconds of the main thread, and a slow phone's
    // page would otherwise spend one long task on all of them. The script last, so that every
    // chunk it imports is on its way before it could name them (timers of one delay run in order).
    for (const href of chunks) setTimeout(() => document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href })));
    // A failed fetch is asked for again at the next press or when the network is back, or at once
    // if one came meanwhile: until the script has run, every click the page held stays busy.
    setTimeout(() =>
      import(/* @vite-ignore */ script).catch(() => {
        started = false;
        if (askedMeanwhile) load();
      }),
    );
  };
  // A page opened in the background paints nothing until it is shown: its script loads at once.
  document.addEventListener('visibilitychange', load, { once: true });
  // A press, or the network coming back, asks for it too, should the paint's entry be late or never come.
  for (const type of ['pointerdown', 'keydown', 'online']) addEventListener(type, load, { capture: true, passive: true });
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    setTimeout(load);
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
}
