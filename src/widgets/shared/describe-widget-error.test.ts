import { describe, expect, it } from 'vitest';
import {
  WidgetApiError,
  WidgetAuthTokenError,
  WidgetConfigurationError,
  WidgetNetworkError,
} from '../../api/widgets';
import { describeWidgetError, PERMISSIONS_DOCS_URL } from './describe-widget-error';
import { isTransientWidgetError, shouldRetryWidgetQuery } from './query-client-registry';

describe('describeWidgetError', () => {
  it('given a network failure with no page origin to compare, should show the connection message under "Error fetching data"', () => {
    // The CORS wording across origins is in network-error-message.test.ts.
    expect(describeWidgetError(new WidgetNetworkError(), 'user-management')).toEqual({
      kind: 'network',
      title: 'Error fetching data',
      message:
        'An error occurred. The service could not be reached. Check your connection and try again.',
    });
  });

  it('given no token or a 401, should name the widget in the authorization message', () => {
    const expected =
      'Authorization error. You likely forgot to provide an authorization token to the Users Management Widget.';
    expect(
      describeWidgetError(new WidgetAuthTokenError('missing'), 'user-management').message,
    ).toBe(expected);
    expect(
      describeWidgetError(new WidgetApiError('Unauthorized', { status: 401 }), 'user-management')
        .message,
    ).toBe(expected);
  });

  it('given an expired token (403 token_expired), should say it expired, not incorrect permissions', () => {
    const description = describeWidgetError(
      new WidgetApiError('Access token expired', { status: 403, code: 'token_expired' }),
      'user-profile',
    );
    expect(description.kind).toBe('token-expired');
    expect(description.message).toBe(
      'Authorization error. The access token given to the User Profile Widget has expired.',
    );
    expect(description.link).toBeUndefined();
  });

  it('given an ended session (401 session_ended), should say the session ended', () => {
    expect(
      describeWidgetError(
        new WidgetApiError('Session has ended', { status: 401, code: 'session_ended' }),
        'user-sessions',
      ),
    ).toMatchObject({
      kind: 'session-ended',
      message: 'Your session has ended. Sign in again to continue.',
    });
  });

  it('given a token the server cannot verify (401 unauthorized), should say it is not valid', () => {
    expect(
      describeWidgetError(
        new WidgetApiError('Invalid access token', { status: 401, code: 'unauthorized' }),
        'user-management',
      ),
    ).toMatchObject({
      kind: 'token-invalid',
      message:
        'Authorization error. The access token given to the Users Management Widget is not valid.',
    });
  });

  it('given a failing token function, should say so and carry its own message as the cause', () => {
    const description = describeWidgetError(
      new WidgetAuthTokenError('failed', { cause: new Error('Refresh token revoked') }),
      'user-sessions',
    );
    expect(description).toMatchObject({
      kind: 'token-source-failed',
      message:
        'Authorization error. The page could not provide an access token to the User Sessions Widget.',
      cause: 'Refresh token revoked',
    });
    expect(description.message).not.toContain('forgot');
  });

  it('given an invalid attribute, should name it in a configuration error', () => {
    expect(
      describeWidgetError(
        new WidgetConfigurationError('api-port', 'The api-port attribute "99999" is not a port.'),
        'user-profile',
      ),
    ).toMatchObject({ kind: 'configuration', message: expect.stringContaining('api-port') });
  });

  it('given a 404, should show the contact-admin authorization message', () => {
    expect(
      describeWidgetError(new WidgetApiError('Not found', { status: 404 }), 'user-profile'),
    ).toMatchObject({
      kind: 'not-found',
      title: 'Error fetching data',
      message: 'Authorization error. Contact your organization admin for support.',
    });
  });

  it('given a 403, should show incorrect permissions with a documentation link', () => {
    const description = describeWidgetError(
      new WidgetApiError('Forbidden', { status: 403 }),
      'user-management',
    );
    expect(description.message).toBe('Incorrect permissions.');
    expect(description.link?.href).toBe(PERMISSIONS_DOCS_URL);
  });

  it('given anything else, should show the unknown message without a title', () => {
    for (const error of [
      new WidgetApiError('Boom', { status: 500 }),
      new TypeError('x'),
      'a string',
    ]) {
      expect(describeWidgetError(error, 'user-profile')).toEqual({
        kind: 'unknown',
        message: 'An unknown error occurred. If the problem continues, contact the site owner.',
      });
    }
  });
});

describe('isTransientWidgetError', () => {
  it('given a failing token function, should try again in the background like a network failure', () => {
    expect(isTransientWidgetError(new WidgetAuthTokenError('failed'))).toBe(true);
    expect(isTransientWidgetError(new WidgetNetworkError())).toBe(true);
  });

  it('given no token source or a 4xx, should not', () => {
    expect(isTransientWidgetError(new WidgetAuthTokenError('missing'))).toBe(false);
    expect(isTransientWidgetError(new WidgetApiError('x', { status: 403 }))).toBe(false);
  });
});

describe('shouldRetryWidgetQuery', () => {
  it('given a 5xx or network failure, should retry once only', () => {
    expect(shouldRetryWidgetQuery(0, new WidgetApiError('x', { status: 503 }))).toBe(true);
    expect(shouldRetryWidgetQuery(0, new WidgetNetworkError())).toBe(true);
    expect(shouldRetryWidgetQuery(1, new WidgetNetworkError())).toBe(false);
  });

  it('given a 4xx or a missing token, should not retry', () => {
    expect(shouldRetryWidgetQuery(0, new WidgetApiError('x', { status: 404 }))).toBe(false);
    expect(shouldRetryWidgetQuery(0, new WidgetApiError('x', { status: 403 }))).toBe(false);
    expect(shouldRetryWidgetQuery(0, new WidgetAuthTokenError('missing'))).toBe(false);
  });
  it('given an unknown failure of the SSO card, should say Unknown error with its own message', () => {
    expect(describeWidgetError(new Error('boom'), 'admin-portal-sso-connection')).toEqual({
      kind: 'unknown',
      title: 'Unknown error',
      message:
        'An unexpected error occurred. Please try refreshing the page, or contact your organization admin for support.',
    });
  });
});
