// The React 19 app of both React hosts (react/main.tsx with the shared-React entry,
// react-standalone/main.tsx with widgets.js): custom elements get properties (authToken) and
// `on<event>` listeners from props.
import type {} from '@loyalty-console/account-widgets/react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
// docs: import { getWidgetToken, onWidgetEvent } from './widget-token';
import { config, record, secondOrganizationToken } from '../shared/interop'; // interop-only

function App() {
  const [appearance, setAppearance] = useState<'light' | 'dark'>('light');
  const [shown, setShown] = useState(true);
  return (
    <main>
      <button
        id="appearance"
        onClick={() => setAppearance(appearance === 'light' ? 'dark' : 'light')}
      >
        Toggle appearance
      </button>
      <button id="mount" onClick={() => setShown(!shown)}>
        Toggle widgets
      </button>
      {shown && (
        <>
          <users-management
            id="org-a"
            authToken={config.tokens[0]}
            api-hostname={config.api.hostname}
            api-port={config.api.port}
            api-https="false"
            appearance={appearance}
            onready={record}
            onmember-invited={(event) => event.detail.email && record(event)}
          />
          {/* interop-only:start */}
          <users-management
            id="org-b"
            authToken={secondOrganizationToken}
            api-hostname={config.api.hostname}
            api-port={config.api.port}
            api-https="false"
            appearance={appearance}
            onready={record}
          />
          {/* interop-only:end */}
        </>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
