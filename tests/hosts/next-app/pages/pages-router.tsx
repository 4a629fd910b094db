// The same component on a Pages Router page: drawn by the server's render of the page, then hydrated.
import { RosterkitWaitlist } from '@rosterkit/react';

export default function PagesRouterPage() {
  return (
    <main>
      <h1>Acme</h1>
      <RosterkitWaitlist brand="Acme" supabaseUrl={process.env.NEXT_PUBLIC_SUPABASE_URL} supabaseKey={process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY} source="acme-next-pages" />
    </main>
  );
}
