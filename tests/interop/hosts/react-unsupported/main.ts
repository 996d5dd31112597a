// The shared-React entry in an app whose react and react-dom report 18.3.1 (build-hosts.mjs
// resolves them to ./react-18.ts and ./react-dom-18.ts): the tag must show its error state and
// the console must say to use widgets.js, rather than a broken widget.
import '@loyalty-console/account-widgets/shared-react';
import { config } from '../shared/interop';

const element = document.querySelector('users-management')!;
element.setAttribute('api-hostname', config.api.hostname);
element.setAttribute('api-port', config.api.port);
element.authToken = config.tokens[0];
