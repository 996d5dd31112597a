// Plain pages: an invalid sign-in request (never redirected anywhere) and signed out.
import { html } from '../../http/html';
import { pageLayout } from './page-layout';

export function renderErrorPage(message: string): string {
  return pageLayout(
    'Invalid sign-in request',
    html`<h1 id="page-title">This sign-in link is not valid</h1>
      <div class="alert" role="alert">${message}</div>
      <p class="lead">
        Go back to the application and try signing in again. If it keeps happening, contact the site
        owner.
      </p>`,
  );
}

export function renderSignedOutPage(homeUrl: string): string {
  return pageLayout(
    'Signed out',
    html`<h1 id="page-title">You are signed out</h1>
      <p class="lead">Your session has ended on this device.</p>
      <p class="switch"><a href="${homeUrl}">Back to Loyalty Console</a></p>`,
  );
}
