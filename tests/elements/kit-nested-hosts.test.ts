// A widget inside another component's shadow root (a Lit or Angular host, or any design
// system's component): an open dialog hides the rest of the page from assistive technology, but
// never an element that contains the dialog itself.
import '../../dist/widgets/widgets.js';
import {
  afterEach,
  api,
  check,
  describe,
  it,
  removeCreated,
  testToken,
  track,
  waitFor,
} from './support.js';
import { buttonIn, dialog, root } from './users-management-support.js';

afterEach(() => removeCreated());

const hiddenAncestors = (node: Node): string[] => {
  const hidden: string[] = [];
  for (let current: Node | null = node; current;) {
    if (current instanceof Element && current.getAttribute('aria-hidden') === 'true') {
      hidden.push(current.localName);
    }
    current = current instanceof ShadowRoot ? current.host : current.parentNode;
  }
  return hidden;
};

describe('kit in a host component’s shadow root', () => {
  it('given an open dialog, should hide the page beside it but not the host component that contains it', async () => {
    const sibling = track(document.createElement('p'));
    sibling.textContent = 'Page content beside the component';
    document.body.append(sibling);
    const component = track(document.createElement('section'));
    const shadow = component.attachShadow({ mode: 'open' });
    const element = document.createElement('users-management');
    element.setAttribute('api-hostname', api.hostname);
    element.setAttribute('api-port', api.port);
    element.setAttribute('api-https', 'false');
    element.authToken = await testToken();
    shadow.append(element);
    document.body.append(component);
    await waitFor(() => element.getAttribute('data-state') === 'ready', 'data-state ready', 10000);

    buttonIn(root(element), 'Invite user')!.click();
    const invite = await waitFor(() => dialog(element, 'Invite user'), 'the invite dialog');
    await waitFor(() => sibling.getAttribute('aria-hidden') === 'true', 'the page beside hidden');
    check(
      hiddenAncestors(invite).length === 0,
      `the open dialog sits inside hidden elements: ${hiddenAncestors(invite).join(' < ')}`,
    );

    buttonIn(invite, 'Cancel')!.click();
    await waitFor(() => !dialog(element, 'Invite user'), 'the dialog to close');
    await waitFor(() => !sibling.hasAttribute('aria-hidden'), 'the page beside shown again');
  });
});
