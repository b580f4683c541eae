/**
 * A short name for the device of a session ("Chrome · Android") from its User-Agent, for the devices and
 * sessions list. Only the common browsers and systems are told apart; anything else is "other".
 */

export type DeviceBrowser = 'edge' | 'opera' | 'samsung' | 'chrome' | 'firefox' | 'safari' | 'app' | 'other';
export type DeviceOs = 'ios' | 'android' | 'windows' | 'macos' | 'linux' | 'chromeos' | 'other';
export type DeviceKind = 'phone' | 'tablet' | 'desktop';

export interface DeviceSummary {
  browser: DeviceBrowser;
  os: DeviceOs;
  kind: DeviceKind;
}

const BROWSERS: Array<[DeviceBrowser, RegExp]> = [
  // Our native apps identify themselves (X-Api-Key sifu-ios / sifu-android send "Sifu/<version>").
  ['app', /\bSifu\//],
  ['edge', /\bEdg(?:e|A|iOS)?\//],
  ['opera', /\b(?:OPR|Opera)\//],
  ['samsung', /\bSamsungBrowser\//],
  ['firefox', /\b(?:Firefox|FxiOS)\//],
  ['chrome', /\b(?:Chrome|CriOS|Chromium)\/|HeadlessChrome\//],
  ['safari', /\bSafari\//],
];

const SYSTEMS: Array<[DeviceOs, RegExp]> = [
  ['ios', /\b(?:iPhone|iPad|iPod)\b/],
  ['android', /\bAndroid\b/],
  ['chromeos', /\bCrOS\b/],
  ['windows', /\bWindows\b/],
  ['macos', /\bMac OS X\b|\bMacintosh\b/],
  ['linux', /\bLinux\b/],
];

/** The browser, system and kind of device of a User-Agent string (all "other"/desktop when unknown). */
export function describeDevice(userAgent: string | null | undefined): DeviceSummary {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([, re]) => re.test(ua))?.[0] ?? 'other';
  const os = SYSTEMS.find(([, re]) => re.test(ua))?.[0] ?? 'other';
  const tablet = /\biPad\b|\bTablet\b/.test(ua) || (os === 'android' && !/\bMobile\b/.test(ua));
  const phone = !tablet && /\bMobile\b|\biPhone\b|\biPod\b/.test(ua);
  return { browser, os, kind: tablet ? 'tablet' : phone ? 'phone' : 'desktop' };
}
