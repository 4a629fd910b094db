// A dialog whose `open` the app holds: it closes when, and only when, the app lets it.
// With ?keep-open the app hears every request to close and refuses it.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RosterkitContact } from '@rosterkit/react';

const keepOpen = new URLSearchParams(location.search).has('keep-open');

function App() {
  const [open, setOpen] = useState(false);
  const [closeRequests, setCloseRequests] = useState(0);
  return (
    <main>
      <h1>Acme</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Write to us
      </button>
      <p role="status">
        The app holds the dialog {open ? 'open' : 'closed'}, asked to close {closeRequests} times.
      </p>
      <RosterkitContact
        open={open}
        onOpenChange={(next) => {
          if (!next) setCloseRequests((count) => count + 1);
          if (next || !keepOpen) setOpen(next);
        }}
      />
    </main>
  );
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
