// How a widget opens the hosted admin portal (API-CONTRACT.md §2): the generate-link answer is
// an absolute URL carrying a single-use `apiToken`; it is submitted as a POST form to a named
// tab so the token stays out of the tab's history.

/** Where the form goes and what it carries, or undefined when the link has no token. */
export function portalFormOf(link: string): { action: string; apiToken: string } | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  const apiToken = url.searchParams.get('apiToken');
  if (!apiToken || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined;
  url.searchParams.delete('apiToken');
  return { action: url.toString(), apiToken };
}

/**
 * Sends a tab opened earlier (by name) to the link: a POST form when the link has a token, else
 * a plain navigation. The form lives in `container` only for the submit.
 */
export function navigatePortalTab(
  tab: Window,
  tabName: string,
  link: string,
  container: Node,
): void {
  const form = portalFormOf(link);
  if (!form) {
    tab.location.href = link;
    return;
  }
  const element = document.createElement('form');
  element.method = 'POST';
  element.action = form.action;
  element.target = tabName;
  element.hidden = true;
  const field = document.createElement('input');
  field.type = 'hidden';
  field.name = 'apiToken';
  field.value = form.apiToken;
  element.append(field);
  container.appendChild(element);
  try {
    element.submit();
  } finally {
    element.remove();
  }
}
