import { looksLikeLanguageTag, matchLanguage, splitLanguagePrefix } from './i18n-config';
import { buildPath } from '../routes/route-paths';
import { parseFeatureFlags } from '../config/feature-flags';
import { serializeState } from '../utils/serialize';

describe('language helpers (SPEC §2)', () => {
  it('splits a supported prefix and keeps the rest', () => {
    expect(splitLanguagePrefix('/en-HK/login')).toEqual({ prefix: 'en-HK', rest: '/login' });
    expect(splitLanguagePrefix('/en-HK')).toEqual({ prefix: 'en-HK', rest: '/' });
    expect(splitLanguagePrefix('/login')).toEqual({ prefix: null, rest: '/login' });
  });
  it('maps loose tags to supported languages', () => {
    expect(matchLanguage('en-US')).toBe('en-HK');
    expect(matchLanguage('zh-Hant')).toBe('zh-HK');
    expect(matchLanguage('fr')).toBeNull();
  });
  it('recognises language-shaped segments only', () => {
    expect(looksLikeLanguageTag('fr-FR')).toBe(true);
    expect(looksLikeLanguageTag('zh')).toBe(true);
    expect(looksLikeLanguageTag('login')).toBe(false);
  });
});

describe('buildPath', () => {
  it('fills params, drops missing optional ones and adds the prefix', () => {
    expect(buildPath('settings')).toBe('/dashboard/settings');
    expect(buildPath('settings', { path: 'password' }, 'en-HK')).toBe('/en-HK/dashboard/settings/password');
    expect(buildPath('home', {}, 'zh-HK')).toBe('/zh-HK/');
  });
});

describe('feature flags (SPEC §6)', () => {
  it('defaults follow the spec and env overrides apply', () => {
    const flags = parseFeatureFlags('shop=on, calendar=off, nonsense=on');
    expect(flags.shop).toBe(true);
    expect(flags.calendar).toBe(false);
    expect(flags.oauth).toBe(true);
    expect(parseFeatureFlags(undefined).shop).toBe(false);
  });
});

describe('serializeState', () => {
  it('escapes characters that could close a script element or break JSON in HTML', () => {
    const out = serializeState({ a: '</script><!--', b: '\u2028\u2029&' });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual({ a: '</script><!--', b: '\u2028\u2029&' });
  });
});
