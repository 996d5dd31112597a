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
