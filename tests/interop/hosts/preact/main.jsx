// Preact: a prop whose name is a property of the element is set as that property (authToken);
// `on<event>` props add listeners for the event of that name.
import '@loyalty-console/account-widgets';
import { render } from 'preact';
import { useState } from 'preact/hooks';
// docs: import { getWidgetToken, onWidgetEvent } from './widget-token';
import { config, record, secondOrganizationToken } from '../shared/interop'; // interop-only

function App() {
  const [appearance, setAppearance] = useState('light');
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
            onmember-invited={record}
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

render(<App />, document.getElementById('root'));
