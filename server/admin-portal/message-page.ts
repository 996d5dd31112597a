import { html } from '../http/html';
import { pageLayout } from './page-layout';

/** A page that only says what happened and what to do next (expired link, error). */
export function messagePage(title: string, message: string): string {
  return pageLayout({
    title,
    doneNote: false,
    body: html`<div class="card" role="alert">
      <h1>${title}</h1>
      <p>${message}</p>
    </div>`,
  });
}
