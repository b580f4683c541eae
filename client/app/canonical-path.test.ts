import { canonicalPathname } from './canonical-path';

/** React Router's matches for a route nested as the table nests it: the language prefix, a layout, then the page. */
const matchesOf = (page: string) => [{ route: { path: 'zh-HK' } }, { route: {} }, { route: { path: page } }];

describe('canonicalPathname', () => {
  it.each([
    ['/zh-HK/Genre/plumbing', 'genre/:genreName', '/zh-HK/genre/plumbing'],
    ['/zh-HK/GENRE/ALL', 'genre/all', '/zh-HK/genre/all'],
    ['/zh-HK/Dashboard/Requests/12', 'dashboard/requests/:bidId/:detail?', '/zh-HK/dashboard/requests/12'],
    ['/zh-HK/g%65nre/plumbing', 'genre/:genreName', '/zh-HK/genre/plumbing'],
  ])('when the fixed words of %s (route %s) are in another case, then it is spelled %s', (path, page, expected) => {
    expect(canonicalPathname(path, matchesOf(page))).toBe(expected);
  });

  it.each([
    ['/zh-HK/genre/plumbing', 'genre/:genreName'],
    ['/zh-HK/genre/Plumbing', 'genre/:genreName'],
    ['/zh-HK/pro-search/ChanTaiMan', 'pro-search/:slug'],
    [`/zh-HK/pro-search/${encodeURIComponent('水喉')}`, 'pro-search/:slug'],
    ['/zh-HK/pro-search/%e6%b0%b4', 'pro-search/:slug'],
    ['/zh-HK/dashboard/requests/12/Detail', 'dashboard/requests/:bidId/:detail?'],
    ['/zh-HK/dashboard/requests/12', 'dashboard/requests/:bidId/:detail?'],
    ['/zh-HK/anything/Else', '*'],
  ])('when %s (route %s) is spelled as declared (parameters are data, kept as sent), then it is unchanged', (path, page) => {
    expect(canonicalPathname(path, matchesOf(page))).toBe(path);
  });

  it('when nothing matches, or a fixed word differs by more than case, then the path is unchanged', () => {
    expect(canonicalPathname('/zh-HK/nothing/here', null)).toBe('/zh-HK/nothing/here');
    expect(canonicalPathname('/zh-HK/', [{ route: { path: 'zh-HK' } }, { route: {} }])).toBe('/zh-HK/');
    expect(canonicalPathname('/zh-HK/jenre/x', matchesOf('genre/:genreName'))).toBe('/zh-HK/jenre/x');
  });
});
