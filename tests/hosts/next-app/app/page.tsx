// snippet: next-app-router
// app/page.tsx: a Server Component. The form is drawn into the HTML, and hydrated in the browser.
import { RosterkitWaitlist } from '@rosterkit/react';
import { SignedUp } from './signed-up';

export default function Page() {
  return (
    <main>
      <h1>Acme</h1>
      <RosterkitWaitlist brand="Acme" supabaseUrl={process.env.NEXT_PUBLIC_SUPABASE_URL} supabaseKey={process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY} source="acme-next" />
      <SignedUp />
    </main>
  );
}
// end snippet
