/** The same app with the inline waitlist of @rosterkit/react, as built to dist/react/ (scripts/package-size.mjs). */
import { createRoot } from 'react-dom/client';
import { RosterkitWaitlist } from '@rosterkit/react';

createRoot(document.getElementById('app') as HTMLElement).render(
  <main>
    <h1>Acme</h1>
    <RosterkitWaitlist brand="Acme" supabaseUrl="https://xyz.supabase.co" supabaseKey="your-public-anon-key" />
  </main>,
);
