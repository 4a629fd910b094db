// The app again, built by webpack 5 (tests/hosts/react18/webpack.mjs), as a Next.js Pages Router or
// Create React App host on React 18 builds it: webpack holds every name the package reads from
// `react` to React 18.3's own exports, where a missing one stops the build.
/* global SUPABASE_URL, SUPABASE_ANON_KEY -- written in by webpack.mjs's DefinePlugin */
import { createElement as h, StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RosterkitContact, RosterkitWaitlist } from '@rosterkit/react';

function App() {
  const [joined, setJoined] = useState(null);
  const contact = useRef(null);
  return h(
    'main',
    null,
    h('h1', null, 'Acme, built with webpack'),
    h(RosterkitWaitlist, { brand: 'Acme', supabaseUrl: SUPABASE_URL, supabaseKey: SUPABASE_ANON_KEY, source: 'acme-webpack', onSuccess: ({ id }) => setJoined(id) }),
    joined && h('p', { role: 'status' }, `Signed up: ${joined}`),
    h('button', { type: 'button', onClick: () => contact.current?.show() }, 'Write to us'),
    h(RosterkitContact, { ref: contact }),
  );
}

createRoot(document.getElementById('app')).render(h(StrictMode, null, h(App)));
