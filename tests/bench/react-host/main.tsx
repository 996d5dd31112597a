// A partner's Vite + React 19 app with <users-management> (tests/bench/first-row.ts builds it
// twice): with the kit's shared-React entry bundled in (`kit-entry` resolves to it), or with
// nothing of the kit in its bundle and the standalone widgets.js as a script tag the bench adds.
// The token and the API come from the page (window.benchHost, set by the bench's server).
import 'kit-entry';
import { createElement, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const { token, hostname, port } = (
  window as unknown as { benchHost: { token: string; hostname: string; port: string } }
).benchHost;

/** The partner's own React: a header with state, beside the kit's tag. */
function App() {
  const [invited, setInvited] = useState(0);
  return (
    <main>
      <header>
        <h1>Team</h1>
        <p>{invited} invited this visit</p>
      </header>
      {createElement('users-management', {
        authToken: token,
        'api-hostname': hostname,
        'api-port': port,
        'api-https': 'false',
        'onmember-invited': () => setInvited((count) => count + 1),
      })}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
