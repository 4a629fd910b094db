// snippet: react-client
import { useRef, useState } from 'react';
import { RosterkitWaitlist, RosterkitWaitlistModal, type RosterkitDialogHandle } from '@rosterkit/react';

export function App() {
  const [joined, setJoined] = useState<string | null>(null);
  const dialog = useRef<RosterkitDialogHandle>(null);
  return (
    <main>
      <h1>Acme</h1>
      <RosterkitWaitlist
        brand="Acme"
        supabaseUrl={import.meta.env.VITE_SUPABASE_URL}
        supabaseKey={import.meta.env.VITE_SUPABASE_ANON_KEY}
        source="acme-app"
        onSuccess={({ id }) => setJoined(id)}
      />
      {joined && <p role="status">Signed up: {joined}</p>}
      <button type="button" onClick={() => dialog.current?.show()}>
        Join from a dialog
      </button>
      <RosterkitWaitlistModal
        ref={dialog}
        brand="Acme"
        supabaseUrl={import.meta.env.VITE_SUPABASE_URL}
        supabaseKey={import.meta.env.VITE_SUPABASE_ANON_KEY}
        onOpenChange={(open) => console.log(`dialog ${open ? 'opened' : 'closed'}`)}
      />
    </main>
  );
}
// end snippet
