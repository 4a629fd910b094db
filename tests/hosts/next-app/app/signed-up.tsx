// snippet: next-client-callbacks
'use client';
// Callbacks are functions, which a Server Component cannot pass: use them from a Client Component.
import { useState } from 'react';
import { RosterkitWaitlistModal } from '@rosterkit/react';

export function SignedUp() {
  const [id, setId] = useState<string | null>(null);
  return (
    <>
      <RosterkitWaitlistModal
        brand="Acme"
        supabaseUrl={process.env.NEXT_PUBLIC_SUPABASE_URL}
        supabaseKey={process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY}
        triggerLabel="Join from a dialog"
        onSuccess={(detail) => setId(detail.id)}
      />
      {id && <p role="status">Signed up: {id}</p>}
    </>
  );
}
// end snippet
