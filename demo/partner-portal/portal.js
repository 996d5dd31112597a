// The token function: each widget asks this portal's backend, which mints a widget token with
// the official Node SDK (`workos.widgets.createToken`). The kit calls it again before the token
// expires and after a 403, never once per request.
const tokenFor = (widget) => async () => {
  const response = await fetch(`/api/widget-token?widget=${encodeURIComponent(widget)}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`Token request failed (${response.status})`);
  return (await response.json()).token;
};

for (const tag of ['users-management', 'user-profile']) {
  for (const element of document.querySelectorAll(tag)) element.authToken = tokenFor(tag);
}

// Member events: the verified webhooks the backend received, read every few seconds and shown
// with DOM nodes (text only, never HTML).
const list = document.getElementById('member-events');
const empty = document.getElementById('member-events-empty');
const shown = new Set();

async function showMemberEvents() {
  const response = await fetch('/api/member-events', { credentials: 'same-origin' });
  if (!response.ok) return;
  const { events } = await response.json();
  for (const entry of [...events].reverse()) {
    if (shown.has(entry.id)) continue;
    shown.add(entry.id);
    const item = document.createElement('li');
    const name = document.createElement('code');
    name.textContent = entry.event;
    const when = new Date(entry.createdAt).toLocaleTimeString();
    item.append(name, ` ${entry.summary} · ${when}`);
    list.prepend(item);
  }
  empty.hidden = shown.size > 0;
}

if (list) {
  void showMemberEvents().catch(() => {});
  setInterval(() => void showMemberEvents().catch(() => {}), 2000);
}
