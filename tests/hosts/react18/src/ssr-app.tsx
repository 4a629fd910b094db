// The page React 18's renderToString draws (prerender.mjs) and hydrateRoot then hydrates (hydrate.tsx).
import { RosterkitWaitlist } from '@rosterkit/react';

export function SsrApp({ supabaseUrl, supabaseKey }: { supabaseUrl: string; supabaseKey: string }) {
  return (
    <main>
      <h1>Acme</h1>
      <p>Drawn on the server.</p>
      <RosterkitWaitlist className="signup" style={{ '--rk-color-primary': '#047857' }} brand="Acme" supabaseUrl={supabaseUrl} supabaseKey={supabaseKey} source="acme-react18-ssr" />
    </main>
  );
}
