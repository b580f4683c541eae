/**
 * The words and marks docs/style-guide.md rules out, checked in every locale string: one word per thing in Chinese
 * (師傅, 客戶, 需要, the 已核實 badge), full-width punctuation between Chinese words, no internal error codes in
 * what people read. A payment provider's own page (the sandbox gateway) may show the provider's codes.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
type Tree = { [k: string]: string | Tree };

function strings(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : strings(v, `${prefix}${k}>`)));
}

function localeStrings(lng: string): Array<[string, string]> {
  const dir = path.join(ROOT, 'locales', lng);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) =>
      strings(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Tree).map(([k, v]): [string, string] => [`${f} ${k}`, v]),
    );
}

const PROVIDER_PAGE = /^pricing\.json gateway>/;

describe('the style guide, in the locales', () => {
  it.each([
    ['專家', '師傅'],
    ['客人', '客戶'],
    ['顧客', '客戶'],
    ['請求', '需要'],
    ['已認證', '已核實'],
    ['認證標章', '核實標誌'],
  ])('when a zh-HK string says %s, then it should say %s instead', (word) => {
    const found = localeStrings('zh-HK')
      .filter(([key, value]) => value.includes(word) && !PROVIDER_PAGE.test(key))
      .map(([key]) => key);
    expect(found).toEqual([]);
  });

  it('when a zh-HK string puts an ASCII colon, comma or question mark right after a Chinese character, then it fails (full-width marks)', () => {
    const found = localeStrings('zh-HK')
      .filter(([, value]) => /[\u3400-\u9fff][:,?!;]/.test(value))
      .map(([key, value]) => `${key} = ${value}`);
    expect(found).toEqual([]);
  });

  it('when a string shows an internal error code to people ("（代碼 9）", "(code 9)"), then it fails outside the provider page', () => {
    const found = ['zh-HK', 'en-HK'].flatMap((lng) =>
      localeStrings(lng)
        .filter(([key, value]) => /（代碼 (?:\d+|\{\{code\}\})）|\(code (?:\d+|\{\{code\}\})\)/.test(value) && !PROVIDER_PAGE.test(key))
        .map(([key]) => `${lng} ${key}`),
    );
    expect(found).toEqual([]);
  });
});
