import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WidgetApiError } from '../../api/widgets';
import {
  elevatedTokenValid,
  needsVerification,
  parseExpiresAt,
  passwordErrorToFields,
  validateChangePassword,
  validateSetPassword,
} from './model';

describe('validateSetPassword', () => {
  it('given an empty new password, should ask for one', () => {
    expect(validateSetPassword({ password: '', confirm: 'x' }).password).toBe(
      'Please enter a new password',
    );
  });
  it('given fewer than 8 characters, should say the minimum', () => {
    expect(validateSetPassword({ password: '1234567', confirm: '1234567' }).password).toBe(
      'Password must be at least 8 characters',
    );
    expect(validateSetPassword({ password: '12345678', confirm: '12345678' })).toEqual({});
  });
  it('given no confirmation, should ask for it', () => {
    expect(validateSetPassword({ password: '12345678', confirm: '' }).confirm).toBe(
      'Please confirm your new password',
    );
  });
  it('given a different confirmation, should say they do not match', () => {
    expect(validateSetPassword({ password: '12345678', confirm: '12345679' }).confirm).toBe(
      'The passwords you entered don’t match.',
    );
  });
});

describe('validateChangePassword', () => {
  const valid = { current: 'old-password', password: 'new-password', confirm: 'new-password' };
  it('given valid values, should have no errors', () => {
    expect(validateChangePassword(valid)).toEqual({});
  });
  it('given no current password, should ask for it', () => {
    expect(validateChangePassword({ ...valid, current: '' }).current).toBe(
      'Please enter your current password',
    );
  });
  it('given no new password, should ask for it', () => {
    expect(validateChangePassword({ ...valid, password: '' }).password).toBe(
      'Please enter your new password',
    );
  });
  it('given a short new password, should say the minimum', () => {
    expect(validateChangePassword({ ...valid, password: 'short', confirm: 'short' }).password).toBe(
      'Password must be at least 8 characters',
    );
  });
  it('given the current password again, should refuse reuse', () => {
    expect(
      validateChangePassword({ current: 'same-pass', password: 'same-pass', confirm: 'same-pass' })
        .password,
    ).toBe('You cannot reuse your current password');
  });
  it('given no confirmation or a different one, should say so', () => {
    expect(validateChangePassword({ ...valid, confirm: '' }).confirm).toBe(
      'Please confirm your new password',
    );
    expect(validateChangePassword({ ...valid, confirm: 'new-passwordX' }).confirm).toBe(
      'The new passwords you entered don’t match.',
    );
  });
});

describe('passwordErrorToFields', () => {
  it("given 'Invalid credentials', should show the current-password message", () => {
    const error = new WidgetApiError('Invalid credentials', {
      status: 400,
      fieldErrors: { currentPassword: 'Invalid credentials' },
    });
    expect(passwordErrorToFields(error, 'password')).toEqual({
      current: 'Your current password is incorrect. Please, try again.',
    });
  });
  it('given a new-password field error, should put it on the new password', () => {
    const error = new WidgetApiError('x', {
      status: 400,
      fieldErrors: { newPassword: 'You cannot reuse your current password' },
    });
    expect(passwordErrorToFields(error, 'password')).toEqual({
      password: 'You cannot reuse your current password',
    });
  });
  it('given a server fault, should show its message on the form', () => {
    expect(passwordErrorToFields(new WidgetApiError('Boom', { status: 500 }), 'password')).toEqual({
      form: 'Boom',
    });
  });
});

describe('needsVerification', () => {
  it('should be true only for 403 elevated_access_required', () => {
    expect(
      needsVerification(new WidgetApiError('x', { status: 403, code: 'elevated_access_required' })),
    ).toBe(true);
    expect(needsVerification(new WidgetApiError('x', { status: 403 }))).toBe(false);
  });
});

describe('elevated token expiry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('given the server expiresAt five minutes ahead, should hold the token until then', () => {
    const expiresAt = parseExpiresAt('2026-01-01T00:05:00.000Z');
    expect(elevatedTokenValid(expiresAt, Date.now())).toBe(true);
    vi.advanceTimersByTime(4 * 60_000 + 59_000);
    expect(elevatedTokenValid(expiresAt, Date.now())).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(elevatedTokenValid(expiresAt, Date.now())).toBe(false);
  });
  it('given no token or an unusable expiresAt, should count as expired', () => {
    expect(elevatedTokenValid(undefined, Date.now())).toBe(false);
    expect(elevatedTokenValid(parseExpiresAt('not a date'), Date.now())).toBe(false);
    expect(elevatedTokenValid(parseExpiresAt(undefined), Date.now())).toBe(false);
  });
});
