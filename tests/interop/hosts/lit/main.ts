// Lit: the widgets live in a Lit component's shadow root; `.authToken` binds the property,
// `appearance=` the attribute, `@ready` and `@member-invited` listen for the events.
import '@loyalty-console/account-widgets';
import { LitElement, html, nothing } from 'lit';
// docs: import { getWidgetToken, onWidgetEvent } from './widget-token';
import { config, record, secondOrganizationToken } from '../shared/interop'; // interop-only

class InteropApp extends LitElement {
  static override properties = { appearance: { state: true }, shown: { state: true } };
  declare appearance: 'light' | 'dark';
  declare shown: boolean;

  constructor() {
    super();
    this.appearance = 'light';
    this.shown = true;
  }

  override render() {
    const widgets = html`
      <users-management
        id="org-a"
        .authToken=${config.tokens[0]}
        api-hostname=${config.api.hostname}
        api-port=${config.api.port}
        api-https="false"
        appearance=${this.appearance}
        @ready=${record}
        @member-invited=${record}
      ></users-management>
      <!-- interop-only:start -->
      <users-management
        id="org-b"
        .authToken=${secondOrganizationToken}
        api-hostname=${config.api.hostname}
        api-port=${config.api.port}
        api-https="false"
        appearance=${this.appearance}
        @ready=${record}
      ></users-management>
      <!-- interop-only:end -->
    `;
    return html`
      <main>
        <button
          id="appearance"
          @click=${() => (this.appearance = this.appearance === 'light' ? 'dark' : 'light')}
        >
          Toggle appearance
        </button>
        <button id="mount" @click=${() => (this.shown = !this.shown)}>Toggle widgets</button>
        ${this.shown ? widgets : nothing}
      </main>
    `;
  }
}

customElements.define('interop-app', InteropApp);
