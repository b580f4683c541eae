/**
 * The footer (ADR 0023): every SPEC §2 content link goes to its page on this site in the visitor's language, or to
 * its CONTENT_URL_* link; app-store links appear only when set by env.
 */
import { screen, within } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import type { ClientEnv } from '@shared/api/ssr-contract';
import { DEFAULT_FEATURE_FLAGS } from '@shared/config/feature-flags';
import { EnvContext } from '@client/lib/env';
import { renderWithProviders } from '@client/test/render-with-providers';
import common from '../../../locales/en-HK/common.json';
import zhCommon from '../../../locales/zh-HK/common.json';
import { SiteFooter } from './site-footer';

let mockPath = '/en-HK/help';
jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter(() => ({ pathname: mockPath, search: '' })),
);

function renderFooter(o: { path?: string; env?: Partial<ClientEnv>; zh?: boolean } = {}) {
  mockPath = o.path ?? '/en-HK/help';
  const env: ClientEnv = { PUBLIC_URL: 'http://localhost:3000', featureFlags: { ...DEFAULT_FEATURE_FLAGS }, ...o.env };
  return renderWithProviders(
    <EnvContext.Provider value={env}>
      <SiteFooter />
    </EnvContext.Provider>,
    o.zh ? { lng: 'zh-HK', resources: { common: zhCommon } } : { lng: 'en-HK', resources: { common } },
  );
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('SiteFooter', () => {
  it('when nothing is set by env, then every content link is a page of this site with the language prefix, and there is no app group', () => {
    renderFooter();
    expect(hrefOf('About us')).toBe('/en-HK/about');
    expect(hrefOf('Help centre')).toBe('/en-HK/help');
    expect(hrefOf('Terms of service')).toBe('/en-HK/terms');
    expect(hrefOf('Privacy policy')).toBe('/en-HK/privacy');
    expect(hrefOf('Blog')).toBe('/en-HK/blog');
    expect(hrefOf('Events')).toBe('/en-HK/feature/all');
    expect(hrefOf('Become a pro')).toBe('/en-HK/pro');
    expect(hrefOf('Labour insurance')).toBe('/en-HK/pro-center/employees-compensation');
    expect(hrefOf('Service directory')).toBe('/en-HK/seo');
    expect(hrefOf('Lunar New Year jobs')).toBe('/en-HK/pro-newyear');
    expect(screen.getAllByRole('link')).toHaveLength(21);
    for (const a of screen.getAllByRole('link')) expect(a.getAttribute('href')).toMatch(/^\/en-HK\//);
    expect(screen.queryByRole('navigation', { name: 'Get the app' })).toBeNull();
  });

  it('when the page has no language prefix, then the links carry the page language (one URL per page, ADR 0045)', () => {
    renderFooter({ path: '/help', zh: true });
    expect(hrefOf('關於我們')).toBe('/zh-HK/about');
    expect(hrefOf('師傅中心')).toBe('/zh-HK/pro-center');
  });

  it('when CONTENT_URL_* links are set, then those links go there and the others stay on this site', () => {
    renderFooter({ env: { contentUrls: { about: 'https://about.example.com/', help_center: 'https://help.example.com/hk' } } });
    expect(hrefOf('About us')).toBe('https://about.example.com/');
    expect(hrefOf('Help centre')).toBe('https://help.example.com/hk');
    expect(hrefOf('Press')).toBe('/en-HK/press');
  });

  it('when some app-store links are set, then only those appear, with the download page', () => {
    renderFooter({
      env: { appLinks: { consumer: { android: 'https://play.example.com/sifu' }, pro: { ios: 'https://apps.example.com/sifu-pro' } } },
    });
    const apps = within(screen.getByRole('navigation', { name: 'Get the app' }));
    expect(apps.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Sifu on Google Play', 'https://play.example.com/sifu'],
      ['Sifu for Pros on the App Store', 'https://apps.example.com/sifu-pro'],
      ['All apps', '/en-HK/download'],
    ]);
  });
});
