/**
 * "Continue with Google / Apple / Facebook": only configured providers get a button; the redirect
 * flow's outcome on /login is shown (an error) or acted on (signed in: a full navigation to `from`).
 */
import { screen } from '@testing-library/react';
import type { ClientEnv } from '@shared/api/ssr-contract';
import { DEFAULT_FEATURE_FLAGS } from '@shared/config/feature-flags';
import { EnvContext } from '@client/lib/env';
import { renderWithProviders } from '@client/test/render-with-providers';
import { socialAuthContract } from '@shared/api/social-auth.contract';
import { urlOf } from '@shared/api/endpoint';
import common from '../../../../locales/en-HK/common.json';
import zhCommon from '../../../../locales/zh-HK/common.json';
import { replacePage } from '../lib/replace-page';
import { SocialButtons } from './social-buttons';

let mockSearch = '';
let mockPath = '/en-HK/login';
jest.mock('react-router', () => ({
  useLocation: () => ({ pathname: mockPath, search: mockSearch }),
  useSearchParams: () => [new URLSearchParams(mockSearch), jest.fn()],
}));
jest.mock('../lib/replace-page', () => ({ replacePage: jest.fn() }));

function renderButtons(o: { search?: string; providers?: ClientEnv['socialProviders']; intent?: 'login' | 'signup'; zh?: boolean } = {}) {
  mockSearch = o.search ?? '';
  mockPath = o.zh ? '/login' : '/en-HK/login';
  const env: ClientEnv = { PUBLIC_URL: 'http://localhost:3000', featureFlags: { ...DEFAULT_FEATURE_FLAGS }, socialProviders: o.providers };
  return renderWithProviders(
    <EnvContext.Provider value={env}>
      <SocialButtons intent={o.intent ?? 'login'} />
    </EnvContext.Provider>,
    o.zh ? { lng: 'zh-HK', resources: { common: zhCommon } } : { lng: 'en-HK', resources: { common } },
  );
}

describe('SocialButtons', () => {
  beforeEach(() => jest.mocked(replacePage).mockReset());

  it('when Google and Facebook are configured, then only their buttons show, each starting the redirect flow with the return path', () => {
    renderButtons({ providers: ['google', 'facebook'], search: '?from=%2Fdashboard%2Fsettings&role=pro', intent: 'signup' });
    expect(screen.getAllByRole('link').map((a) => a.querySelector('span')?.textContent)).toEqual([
      'Continue with Google',
      'Continue with Facebook',
    ]);
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe(
      `${urlOf(socialAuthContract.start, { params: { provider: 'google' } })}?intent=signup&next=%2Fdashboard%2Fsettings&role=pro&lng=en-HK`,
    );
    expect(screen.queryByRole('link', { name: 'Continue with Apple' })).toBeNull();
  });

  it('when no provider is configured, then no button shows', () => {
    const { container } = renderButtons({ providers: [] });
    expect(container.textContent).toBe('');
  });

  it('when the redirect came back with an error, then its translated message is shown (Traditional Chinese too)', () => {
    renderButtons({ providers: ['google'], search: '?social_error=social_email_in_use' });
    expect(screen.getByRole('alert').textContent).toBe(common.errors.social_email_in_use);
    renderButtons({ providers: ['google'], search: '?social_error=social_state_invalid', zh: true });
    expect(screen.getAllByRole('alert')[1].textContent).toBe(zhCommon.errors.social_state_invalid);
    // A page without a language prefix sends none: the pages landed on have none either.
    expect(screen.getByRole('link', { name: '使用 Google 繼續' }).getAttribute('href')).toBe(
      urlOf(socialAuthContract.start, { params: { provider: 'google' }, query: { intent: 'login' } }),
    );
  });

  it('when the sign-in is done, then the page says so and moves on to `from` in the same language; a foreign `from` is not followed', () => {
    renderButtons({ providers: ['google'], search: '?social_done=1&from=%2Fdashboard%2Fprojects' });
    expect(screen.getByRole('status').textContent).toBe('Signing you in…');
    expect(replacePage).toHaveBeenCalledWith('/en-HK/dashboard/projects');
    renderButtons({ providers: ['google'], search: '?social_done=1&from=%2F%2Fevil.example' });
    expect(replacePage).toHaveBeenLastCalledWith('/en-HK/');
  });
});
