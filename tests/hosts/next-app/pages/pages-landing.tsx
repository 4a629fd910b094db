// The landing on a Pages Router page: drawn by the server's render of the page, then hydrated.
import { RosterkitLanding } from '@rosterkit/react';

export default function PagesLandingPage() {
  return <RosterkitLanding brand="Acme" supabaseUrl={process.env.NEXT_PUBLIC_SUPABASE_URL} supabaseKey={process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY} source="acme-next-pages-landing" />;
}
