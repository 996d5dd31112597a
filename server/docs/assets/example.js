// Live examples: every `[data-example]` widget on the page gets its token the way the demo
// pages get theirs (the dashboard's session on this origin; on a test server, the demo admin),
// then the kit is loaded from this server like a partner page loads it. Signed out, the kit is
// not loaded at all: the examples stay empty under the status line instead of each reporting a
// token error (#39 item 13), and only a server in test mode (data-test-tokens) is asked for one.
import { allowTestServerToken, getDemoToken, tokenSource } from '/demo/demo-auth.js';

const status = document.querySelector('[data-example-status]');
allowTestServerToken(status?.hasAttribute('data-test-tokens') ?? false);

function say(text, state) {
  if (!status) return;
  status.textContent = text;
  status.dataset.state = state;
}

/** Hands a widget the demo token and reports its `ready` and `error` events. */
export function wireExample(element) {
  element.authToken = getDemoToken;
  element.addEventListener('ready', () => say('Live: showing this server’s data.', 'ready'));
  element.addEventListener('error', (event) =>
    say(`The widget could not load: ${event.detail?.message ?? 'unknown error'}`, 'error'),
  );
}

for (const element of document.querySelectorAll('[data-example]')) wireExample(element);

const signedIn = await getDemoToken().then(
  () => true,
  () => false,
);
if (signedIn) {
  if (status?.dataset.state !== 'ready')
    say(
      tokenSource() === 'test'
        ? 'Signed in as the demo admin (test server); loading…'
        : 'Using your dashboard session; loading…',
      'loading',
    );
  await import('/widgets/widgets.js');
} else {
  say('Not signed in: sign in on the dashboard, then reload this page.', 'error');
}
