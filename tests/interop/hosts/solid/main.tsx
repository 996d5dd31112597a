// Solid: `prop:` sets a property (authToken), `attr:` an attribute, `on:` listens for an event
// by its exact name, as Solid's documentation says for custom elements.
import '@loyalty-console/account-widgets';
import type {} from '@loyalty-console/account-widgets/solid';
import { createSignal, Show } from 'solid-js';
import { render } from 'solid-js/web';
// docs: import { getWidgetToken, onWidgetEvent } from './widget-token';
import { config, record, secondOrganizationToken } from '../shared/interop'; // interop-only

function App() {
  const [appearance, setAppearance] = createSignal<'light' | 'dark'>('light');
  const [shown, setShown] = createSignal(true);
  return (
    <main>
      <button
        id="appearance"
        onClick={() => setAppearance(appearance() === 'light' ? 'dark' : 'light')}
      >
        Toggle appearance
      </button>
      <button id="mount" onClick={() => setShown(!shown())}>
        Toggle widgets
      </button>
      <Show when={shown()}>
        <users-management
          id="org-a"
          prop:authToken={config.tokens[0]}
          attr:api-hostname={config.api.hostname}
          attr:api-port={config.api.port}
          attr:api-https="false"
          attr:appearance={appearance()}
          on:ready={record}
          on:member-invited={(event) => event.detail.email && record(event)}
        />
        {/* interop-only:start */}
        <users-management
          id="org-b"
          prop:authToken={secondOrganizationToken}
          attr:api-hostname={config.api.hostname}
          attr:api-port={config.api.port}
          attr:api-https="false"
          attr:appearance={appearance()}
          on:ready={record}
        />
        {/* interop-only:end */}
      </Show>
    </main>
  );
}

render(() => <App />, document.getElementById('root')!);
