import { hydrateRoot } from 'react-dom/client';
import { SsrApp } from './ssr-app';

hydrateRoot(document.getElementById('app')!, <SsrApp supabaseUrl={import.meta.env.VITE_SUPABASE_URL} supabaseKey={import.meta.env.VITE_SUPABASE_ANON_KEY} />);
