// 'Browser on OS' from a raw user agent (the hosted provider sends it unparsed). Uses
// ua-parser-js 1.x (MIT; 2.x is AGPL), imported only by this widget.
import { UAParser } from 'ua-parser-js';

const browserNames: Record<string, string> = {
  'Mobile Chrome': 'Chrome',
  'Chrome Headless': 'Chrome',
  'Chrome WebView': 'Chrome',
  'Mobile Safari': 'Safari',
  'Mobile Firefox': 'Firefox',
  'Opera Touch': 'Opera',
  'Opera Mobi': 'Opera',
  'Samsung Browser': 'Samsung Internet',
};

const osNames: Record<string, string> = {
  'Mac OS': 'macOS',
  'Chromium OS': 'ChromeOS',
};

/** Readable browser and system of a user agent; undefined parts when unknown. */
export function parseDevice(userAgent: string): { browser?: string; os?: string } {
  const parser = new UAParser(userAgent);
  const browser = parser.getBrowser().name;
  const os = parser.getOS().name;
  return {
    browser: browser ? (browserNames[browser] ?? browser) : undefined,
    os: os ? (osNames[os] ?? os) : undefined,
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
