// 'Browser on OS' from a raw user agent (the hosted provider sends it unparsed). Uses
// detect-browser (MIT, 1.3 kB gzip here; ua-parser-js 1.x, used before, was 8 kB of this
// widget's chunk for the same two names), imported only by this widget.
import { browserName, detectOS, type Browser, type OperatingSystem } from 'detect-browser';

/** How each browser detect-browser knows is named; bots and curl are no browser. */
const browserNames: Record<Browser, string | undefined> = {
  aol: 'AOL Explorer',
  edge: 'Edge',
  'edge-ios': 'Edge',
  'edge-chromium': 'Edge',
  yandexbrowser: 'Yandex Browser',
  kakaotalk: 'KakaoTalk',
  samsung: 'Samsung Internet',
  silk: 'Silk',
  miui: 'MIUI Browser',
  beaker: 'Beaker',
  chrome: 'Chrome',
  'chromium-webview': 'Chrome',
  phantomjs: 'PhantomJS',
  crios: 'Chrome',
  firefox: 'Firefox',
  fxios: 'Firefox',
  'opera-mini': 'Opera Mini',
  opera: 'Opera',
  pie: 'Pocket Internet Explorer',
  netfront: 'NetFront',
  ie: 'Internet Explorer',
  bb10: 'BlackBerry',
  android: 'Android Browser',
  ios: 'Safari',
  safari: 'Safari',
  facebook: 'Facebook',
  instagram: 'Instagram',
  'ios-webview': 'Safari',
  curl: undefined,
  searchbot: undefined,
};

/** System names as people say them (every Windows version is 'Windows'). */
function systemName(os: OperatingSystem): string {
  if (os.startsWith('Windows') && os !== 'Windows Mobile') return 'Windows';
  const names: Partial<Record<OperatingSystem, string>> = {
    'Mac OS': 'macOS',
    'Android OS': 'Android',
    'Chrome OS': 'ChromeOS',
    'Open BSD': 'OpenBSD',
    'Sun OS': 'SunOS',
  };
  return names[os] ?? os;
}

/** Readable browser and system of a user agent; undefined parts when unknown. */
export function parseDevice(userAgent: string): { browser?: string; os?: string } {
  if (!userAgent) return {};
  const browser = browserName(userAgent);
  const os = detectOS(userAgent);
  return {
    browser: browser ? browserNames[browser] : undefined,
    os: os ? systemName(os) : undefined,
  };
}

/** How a device is named in a language (the widget's catalog gives the element's). */
export interface DeviceWords {
  browserOnOs: (browser: string, os: string) => string;
  unknownBrowserOn: (os: string) => string;
  unknownDevice: string;
}

const englishDeviceWords: DeviceWords = {
  browserOnOs: (browser, os) => `${browser} on ${os}`,
  unknownBrowserOn: (os) => `Unknown browser on ${os}`,
  unknownDevice: 'Unknown device',
};

/**
 * 'Chrome on macOS', 'Safari on iOS', 'Firefox', 'Unknown browser on Linux' or 'Unknown device'
 * (in English; `words` says them in another language). Browser and system names stay as they are.
 */
export function deviceName(userAgent: string, words: DeviceWords = englishDeviceWords): string {
  const { browser, os } = parseDevice(userAgent ?? '');
  if (browser && os) return words.browserOnOs(browser, os);
  if (browser) return browser;
  if (os) return words.unknownBrowserOn(os);
  return words.unknownDevice;
}
