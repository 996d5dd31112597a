// The error fallback's messages added by #26 (token kinds, configuration, cross-origin network)
// come from the shared catalog: English as the `error` event says them, other locales translated.
import { describe, expect, it } from 'vitest';
import {
  WidgetApiError,
  WidgetAuthTokenError,
  WidgetConfigurationError,
  WidgetNetworkError,
  resolveApiBase,
} from '../../api/widgets';
import { describeWidgetError, networkErrorMessage } from './describe-widget-error';
import { sharedCatalog } from './shared-catalog';
import { createI18n, sharedStringsOf, translatorOf } from './translate';

async function sharedStrings(locale: 'de' | 'ja') {
  const { default: messages } = await sharedCatalog.load[locale]();
  return sharedStringsOf(translatorOf(createI18n(locale, [messages])));
}

const configurationErrorOf = (attributes: Parameters<typeof resolveApiBase>[0]) => {
  try {
    resolveApiBase(attributes, undefined);
  } catch (error) {
    return error;
  }
  throw new Error('resolveApiBase accepted the attributes');
};

describe('describeWidgetError in a locale', () => {
  it('given each configuration error, should say in English exactly what resolveApiBase threw', () => {
    for (const attributes of [
      {},
      { hostname: 'bad host!' },
      { hostname: 'a.test', port: '99999' },
    ]) {
      const error = configurationErrorOf(attributes);
      expect(error).toBeInstanceOf(WidgetConfigurationError);
      expect(describeWidgetError(error, 'user-profile')).toMatchObject({
        kind: 'configuration',
        title: 'Configuration error',
        message: (error as Error).message,
      });
    }
  });

  it('given German words, should translate the configuration error and keep the value', async () => {
    const de = await sharedStrings('de');
    const error = configurationErrorOf({ hostname: 'a.test', port: '99999' });
    expect(describeWidgetError(error, 'user-profile', de)).toEqual({
      kind: 'configuration',
      title: 'Konfigurationsfehler',
      message: 'Das Attribut api-port „99999“ ist keine Portnummer (1–65535).',
    });
  });

  it('given German words, should tell the token problems apart', async () => {
    const de = await sharedStrings('de');
    const expired = new WidgetApiError('Access token expired', {
      status: 403,
      code: 'token_expired',
    });
    expect(describeWidgetError(expired, 'user-sessions', de).message).toBe(
      'Autorisierungsfehler. Das dem Widget User Sessions übergebene Zugriffstoken ist abgelaufen.',
    );
    const failed = new WidgetAuthTokenError('failed', { cause: new Error('Refresh revoked') });
    expect(describeWidgetError(failed, 'user-sessions', de)).toMatchObject({
      kind: 'token-source-failed',
      title: 'Fehler beim Abrufen der Daten',
      cause: 'Refresh revoked',
    });
    const ended = new WidgetApiError('Session has ended', { status: 401, code: 'session_ended' });
    expect(describeWidgetError(ended, 'user-sessions', de).message).toBe(
      'Ihre Sitzung ist beendet. Melden Sie sich erneut an, um fortzufahren.',
    );
  });

  it('given Japanese words, should name the page origin and ALLOWED_ORIGINS for a cross-origin failure', async () => {
    const ja = await sharedStrings('ja');
    expect(networkErrorMessage('https://id.example.com/api', 'https://shop.test', ja)).toBe(
      'エラーが発生しました。このページ（https://shop.test）は https://id.example.com の呼び出しを許可されていない可能性があります。サービスの ALLOWED_ORIGINS 設定にこのページのオリジンを含める必要があります。組織の管理者にお問い合わせください。',
    );
    const error = new WidgetNetworkError('Network error', { apiBase: 'https://id.example.com' });
    expect(describeWidgetError(error, 'user-profile', ja).title).toBe('データの取得エラー');
  });
});
