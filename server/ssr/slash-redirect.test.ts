import { slashRedirect } from './ssr.router';

describe('slashRedirect', () => {
  it.each([
    ['/contact/', '/contact'],
    ['/en-HK/contact/', '/en-HK/contact'],
    ['/category/plumbing//', '/category/plumbing'],
    ['/zh-HK', '/zh-HK/'],
    ['/en-HK//', '/en-HK/'],
    ['//', '/'],
    ['/', null],
    ['/zh-HK/', null],
    ['/contact', null],
  ])('when the path is %s, then it goes to %s', (path, expected) => {
    expect(slashRedirect(path)).toBe(expected);
  });
});
