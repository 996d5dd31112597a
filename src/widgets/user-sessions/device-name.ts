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

/** 'Chrome on macOS', 'Safari on iOS', 'Firefox', 'Unknown browser on Linux' or 'Unknown device'. */
export function deviceName(userAgent: string): string {
  const { browser, os } = parseDevice(userAgent ?? '');
  if (browser && os) return `${browser} on ${os}`;
  if (browser) return browser;
  if (os) return `Unknown browser on ${os}`;
  return 'Unknown device';
}
