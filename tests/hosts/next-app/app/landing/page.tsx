// The whole landing page, drawn on the server with the roster demo inside it, then hydrated.
import { RosterkitLanding } from '@rosterkit/react';

export default function LandingPage() {
  return <RosterkitLanding brand="Acme" supabaseUrl={process.env.NEXT_PUBLIC_SUPABASE_URL} supabaseKey={process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY} source="acme-next-landing" />;
}
