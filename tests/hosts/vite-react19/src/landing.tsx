// The whole landing page as one component, with the roster demo it shows inside.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RosterkitLanding } from '@rosterkit/react';

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <RosterkitLanding
      brand="Acme"
      supabaseUrl={import.meta.env.VITE_SUPABASE_URL}
      supabaseKey={import.meta.env.VITE_SUPABASE_ANON_KEY}
      contactEmail="hello@acme.example"
    />
  </StrictMode>,
);
