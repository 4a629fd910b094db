/** A partner's React app with nothing of ours: the baseline @rosterkit/react's weight is counted from. */
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('app') as HTMLElement).render(
  <main>
    <h1>Acme</h1>
  </main>,
);
