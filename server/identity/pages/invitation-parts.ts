// The hosted pages opened from an invitation link: the line saying who invited the person to
// which organization, and the page for a link that can no longer be used.
import { html, type SafeHtml } from '../../http/html';
import type { AuthorizeRequest } from '../authorize-request';
import type { InvitationView } from '../invitation-lookup';
import { authorizeUrl } from './authorize-url';
import { formAlert } from './form-parts';
import { pageLayout } from './page-layout';

/** "Ada Admin invited you to join Acme Loyalty." above the form (or that it was accepted already); '' without an invitation. */
export function invitationNotice(invitation: InvitationView | undefined): SafeHtml | '' {
  if (invitation?.state === 'accepted') {
    return html`<p class="notice" id="invitation">
      You have already joined <strong>${invitation.organizationName}</strong>. Sign in to continue.
    </p>`;
  }
  if (invitation?.state !== 'pending') return '';
  return html`<p class="notice" id="invitation">
    ${
      invitation.inviterName
        ? html`<strong>${invitation.inviterName}</strong> invited you to join`
        : html`You are invited to join`
    }
    <strong>${invitation.organizationName}</strong>.
  </p>`;
}

/** The same authorize request without the invitation (to sign in or up as anyone). */
export const withoutInvitation = (request: AuthorizeRequest): AuthorizeRequest => ({
  ...request,
  invitationToken: undefined,
  invitation: undefined,
  loginHint: undefined,
});

/** A link out of invitation mode, for someone who is not the invited person. */
export function continueWithoutInvitation(request: AuthorizeRequest): SafeHtml {
  return html`<p class="switch">
    Not ${request.invitation?.email ?? 'you'}?
    <a href="${authorizeUrl(withoutInvitation(request), 'sign-in')}"
      >Continue without the invitation</a
    >
  </p>`;
}

const titles = {
  expired: 'This invitation has expired',
  revoked: 'This invitation was withdrawn',
  unknown: 'This invitation link is not valid',
} as const;

/** The page for an expired, withdrawn or unknown invitation link: says so, and offers plain sign-in. */
export function renderInvitationProblemPage(
  request: AuthorizeRequest,
  problem: keyof typeof titles,
  message: string,
): string {
  return pageLayout(
    titles[problem],
    html`<h1 id="page-title">${titles[problem]}</h1>
      ${formAlert(message)}
      <p class="switch">
        Already a member?
        <a href="${authorizeUrl(withoutInvitation(request), 'sign-in')}">Sign in</a>
      </p>`,
  );
}
