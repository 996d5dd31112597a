// The hosted sign-in, sign-up and TOTP pages (server-rendered; the sign-in page's passkey
// button and e-mail autofill come from two script files, passkey-sign-in-assets.ts).
import { html } from '../../http/html';
import { authorizeParams, type AuthorizeRequest } from '../authorize-request';
import { authorizeUrl } from './authorize-url';
import { field, formAlert, hiddenFields } from './form-parts';
import { continueWithoutInvitation, invitationNotice } from './invitation-parts';
import { pageLayout } from './page-layout';
import { PASSKEY_SCRIPTS } from './passkey-sign-in-assets';

export interface DemoAccount {
  email: string;
  /** Empty for an account that signs in by e-mail code. */
  password: string;
  name: string;
  description: string;
}

export interface SignInPageOptions {
  request: AuthorizeRequest;
  email?: string | undefined;
  error?: string | undefined;
  /** Shown only in demo mode. */
  demoAccounts?: DemoAccount[];
  /** A sign-in challenge and its WebAuthn request options; without it the page offers no passkey. */
  passkey?: { challengeId: string; options: unknown } | undefined;
}

/**
 * 'Sign in with a passkey': the button shows once the page script finds WebAuthn (a browser
 * without script or WebAuthn never sees a dead button); the answer is posted as a form, so the
 * code flow continues as after a password.
 */
function passkeyForm(request: AuthorizeRequest, passkey: SignInPageOptions['passkey']) {
  if (!passkey) return '';
  return html`<form
    id="passkey-form"
    class="passkey"
    method="post"
    action="/user_management/authorize/passkey"
    data-options="${JSON.stringify(passkey.options)}"
  >
    ${formFields(request)}
    <input type="hidden" name="challenge_id" value="${passkey.challengeId}" />
    <input type="hidden" name="response" value="" />
    <button type="button" id="passkey-button" class="secondary" hidden>
      Sign in with a passkey
    </button>
    <p id="passkey-status" class="passkey-status" role="status"></p>
  </form>`;
}

/** The hidden fields of every form: the authorize request and its anti-forgery token. */
const formFields = (request: AuthorizeRequest) =>
  hiddenFields({
    ...authorizeParams(request),
    ...(request.formToken ? { csrf: request.formToken } : {}),
  });

export function renderSignInPage(options: SignInPageOptions): string {
  const { request } = options;
  const email = options.email ?? request.loginHint;
  const demo = options.demoAccounts?.length
    ? html`<section class="demo" aria-labelledby="demo-title">
        <h2 id="demo-title">Demo accounts</h2>
        <ul>
          ${options.demoAccounts.map(
            (account) =>
              html`<li>
                <form
                  method="post"
                  action="/user_management/authorize/${account.password ? 'sign-in' : 'email-code'}"
                >
                  ${formFields(request)}<input
                    type="hidden"
                    name="email"
                    value="${account.email}"
                  />${
                    account.password
                      ? html`<input type="hidden" name="password" value="${account.password}" />`
                      : ''
                  }
                  <button type="submit" class="secondary">
                    <span>Sign in as ${account.name}</span
                    ><small>${account.email} · ${account.description}</small>
                  </button>
                </form>
              </li>`,
          )}
        </ul>
      </section>`
    : '';
  const invited = request.invitation?.state === 'pending';
  return pageLayout(
    'Sign in',
    html`<h1 id="page-title">Sign in</h1>
      <p class="lead">
        ${
          invited
            ? 'Sign in to accept the invitation.'
            : 'Use your email and password to continue to Loyalty Console.'
        }
      </p>
      ${invitationNotice(request.invitation)} ${formAlert(options.error)}
      <form
        method="post"
        action="/user_management/authorize/sign-in"
        novalidate${options.error ? html` aria-describedby="form-error"` : ''}
      >
        ${formFields(request)}
        ${field({ name: 'email', label: 'Email', type: 'email', value: email, autocomplete: options.passkey ? 'username webauthn' : 'username', autofocus: !email })}
        ${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', autofocus: Boolean(email) })}
        <button type="submit" class="primary">Sign in</button>
        <button type="submit" class="secondary" formaction="/user_management/authorize/email-code">
          Email me a sign-in code
        </button>
      </form>
      ${passkeyForm(request, options.passkey)}
      ${
        invited
          ? continueWithoutInvitation(request)
          : html`<p class="switch">
              Don’t have an account? <a href="${authorizeUrl(request, 'sign-up')}">Sign up</a>
            </p>`
      }
      ${invited ? '' : demo}`,
    options.passkey ? { scripts: PASSKEY_SCRIPTS } : {},
  );
}

export interface SignUpPageOptions {
  request: AuthorizeRequest;
  values?: { firstName?: string; lastName?: string; email?: string };
  errors?: Partial<Record<'first_name' | 'last_name' | 'email' | 'password', string>>;
  error?: string | undefined;
}

export function renderSignUpPage(options: SignUpPageOptions): string {
  const { request } = options;
  const errors = options.errors ?? {};
  const values = options.values ?? {};
  const firstInvalid = (['first_name', 'last_name', 'email', 'password'] as const).find(
    (name) => errors[name],
  );
  const invitation = request.invitation?.state === 'pending' ? request.invitation : undefined;
  return pageLayout(
    'Create your account',
    html`<h1 id="page-title">Create your account</h1>
      <p class="lead">
        ${
          invitation
            ? `Create your account to join ${invitation.organizationName}.`
            : 'Get started with Loyalty Console.'
        }
      </p>
      ${invitationNotice(invitation)}
      ${formAlert(options.error ?? (firstInvalid ? 'Please correct the highlighted fields.' : undefined))}
      <form method="post" action="/user_management/authorize/sign-up" novalidate>
        ${formFields(request)}
        <div class="row">
          ${field({ name: 'first_name', label: 'First name', type: 'text', value: values.firstName, autocomplete: 'given-name', error: errors.first_name, autofocus: firstInvalid ? firstInvalid === 'first_name' : true })}
          ${field({ name: 'last_name', label: 'Last name', type: 'text', value: values.lastName, autocomplete: 'family-name', error: errors.last_name, autofocus: firstInvalid === 'last_name' })}
        </div>
        ${field({ name: 'email', label: 'Email', type: 'email', value: values.email ?? request.loginHint, autocomplete: 'email', error: errors.email, autofocus: firstInvalid === 'email' })}
        ${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: 'At least 8 characters.', error: errors.password, autofocus: firstInvalid === 'password' })}
        <button type="submit" class="primary">Create account</button>
      </form>
      ${
        invitation
          ? continueWithoutInvitation(request)
          : html`<p class="switch">
              Already have an account? <a href="${authorizeUrl(request, 'sign-in')}">Sign in</a>
            </p>`
      }`,
  );
}

export interface TotpPageOptions {
  request: AuthorizeRequest;
  challengeId: string;
  error?: string | undefined;
}

export function renderTotpPage(options: TotpPageOptions): string {
  return pageLayout(
    'Two-factor authentication',
    html`<h1 id="page-title">Two-factor authentication</h1>
      <p class="lead">Enter the 6-digit code from your authenticator app.</p>
      <form method="post" action="/user_management/authorize/totp" novalidate>
        ${formFields(options.request)}
        <input type="hidden" name="challenge_id" value="${options.challengeId}" />
        ${field({ name: 'code', label: 'Authentication code', type: 'text', autocomplete: 'one-time-code', error: options.error, autofocus: true, inputClass: 'code', extra: html` inputmode="numeric" pattern="[0-9]{6}" maxlength="6"` })}
        <button type="submit" class="primary">Verify</button>
      </form>
      <p class="switch">
        <a href="${authorizeUrl(options.request, 'sign-in')}">Sign in with a different account</a>
      </p>`,
  );
}

export interface EmailCodePageOptions {
  request: AuthorizeRequest;
  email: string;
  /** Absent when the address was not accepted: the page asks for it again. */
  challengeId?: string | undefined;
  error?: string | undefined;
}

/** Passwordless sign-in: the code e-mailed to the address, or the address again. */
export function renderEmailCodePage(options: EmailCodePageOptions): string {
  if (!options.challengeId) {
    return pageLayout(
      'Sign in with a code',
      html`<h1 id="page-title">Sign in with a code</h1>
        ${formAlert(options.error)}
        <form method="post" action="/user_management/authorize/email-code" novalidate>
          ${formFields(options.request)}
          ${field({ name: 'email', label: 'Email', type: 'email', value: options.email, autocomplete: 'username', autofocus: true })}
          <button type="submit" class="primary">Email me a sign-in code</button>
        </form>
        <p class="switch">
          <a href="${authorizeUrl(options.request, 'sign-in')}">Sign in with a password</a>
        </p>`,
    );
  }
  return pageLayout(
    'Check your email',
    html`<h1 id="page-title">Check your email</h1>
      <p class="lead">
        If an account uses ${options.email}, we sent it a 6-digit sign-in code. It expires in 10
        minutes.
      </p>
      <form method="post" action="/user_management/authorize/email-code/verify" novalidate>
        ${formFields(options.request)}
        <input type="hidden" name="email" value="${options.email}" />
        <input type="hidden" name="challenge_id" value="${options.challengeId}" />
        ${field({ name: 'code', label: 'Sign-in code', type: 'text', autocomplete: 'one-time-code', error: options.error, autofocus: true, inputClass: 'code', extra: html` inputmode="numeric" pattern="[0-9]{6}" maxlength="6"` })}
        <button type="submit" class="primary">Sign in</button>
      </form>
      <p class="switch">
        <a href="${authorizeUrl(options.request, 'sign-in')}">Sign in with a password</a>
      </p>`,
  );
}

/** The page shown when the TOTP step can no longer be completed. */
export function renderRestartPage(request: AuthorizeRequest, message: string): string {
  return pageLayout(
    'Sign in again',
    html`<h1 id="page-title">Sign in again</h1>
      ${formAlert(message)}
      <p class="switch"><a href="${authorizeUrl(request, 'sign-in')}">Back to sign in</a></p>`,
  );
}
