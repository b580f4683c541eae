/** Dashboard: header, a role-aware side/tab navigation and the page (SPEC §9 minimum height 320). */
import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_MIN_HEIGHT } from '@shared/domain/limits';
import type { RouteName } from '@shared/routes/route-paths';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import type { FeatureFlags } from '@shared/config/feature-flags';
import { shopEnabled } from '@shared/domain/shop';
import { photoEnabled } from '@shared/domain/photo-likes';
import { Container } from '@client/ui/card';
import { Icon, type IconName } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { inlineRow } from '@client/styles/layout';
import { useEnv } from '@client/lib/env';
import { useHref } from '@client/lib/paths';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { EmailVerifyBanner } from '@client/features/accounts/components/email-verify-banner';
import { CountBadge, UnreadBadge, type UnreadKind } from '@client/features/notifications/components/unread-badge';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { pageFrameStyles } from './public-layout';
import type { RouteHandle } from '../route-types';

/** The menu's groups; a wide screen shows them as labelled sections of a side column, a narrower one as one row. */
type NavGroup = { key: 'requests' | 'orders' | 'work' | 'business' | 'credit' | 'account'; items: RouteName[] };

const NAV: Record<'consumer' | 'pro', NavGroup[]> = {
  consumer: [
    { key: 'requests', items: ['projects', 'inbox', 'appointments', 'reviewList', 'safetyPayments'] },
    { key: 'orders', items: ['consumerShopOrders', 'ibonOrders', 'consumerPhotoFavorite'] },
    { key: 'account', items: ['notifications', 'supportThreads', 'settings'] },
  ],
  pro: [
    { key: 'work', items: ['requests', 'jobCenter', 'inbox', 'works', 'reviewList', 'appointments', 'safetyPayments'] },
    { key: 'business', items: ['services', 'proPhotos', 'quoteTemplates', 'autoQuote', 'proShop', 'proShopOrders'] },
    { key: 'credit', items: ['credit', 'pricing', 'purchases', 'ibonOrders', 'freeCredits', 'businessLoan'] },
    { key: 'account', items: ['notifications', 'supportThreads', 'settings'] },
  ],
};

/** Items shown only while their SPEC §6 feature flags are on (the shop needs both `shop` and `nshop`: shopEnabled). */
const FLAG: Partial<Record<RouteName, (flags: FeatureFlags) => boolean>> = {
  safetyPayments: (f) => f.safetyPayment,
  proShop: shopEnabled,
  proShopOrders: shopEnabled,
  consumerShopOrders: shopEnabled,
  proPhotos: photoEnabled,
  consumerPhotoFavorite: photoEnabled,
  businessLoan: (f) => f.businessLoan,
};

/** My shop's page has Shop orders under its path: it is the current item only on its own page. */
const EXACT: ReadonlySet<RouteName> = new Set(['proShop']);

/** One icon per item, beside its label (DESIGN.md: icons always with a text label). */
const ICON: Partial<Record<RouteName, IconName>> = {
  projects: 'file',
  requests: 'list-checks',
  jobCenter: 'search',
  inbox: 'message',
  works: 'briefcase',
  reviewList: 'star',
  appointments: 'calendar',
  safetyPayments: 'shield',
  proShop: 'tag',
  proShopOrders: 'receipt',
  consumerShopOrders: 'receipt',
  proPhotos: 'image',
  consumerPhotoFavorite: 'heart',
  services: 'wrench',
  quoteTemplates: 'copy',
  autoQuote: 'zap',
  credit: 'wallet',
  pricing: 'coins',
  purchases: 'receipt',
  ibonOrders: 'receipt',
  freeCredits: 'gift',
  businessLoan: 'coins',
  notifications: 'bell',
  supportThreads: 'help',
  settings: 'settings',
};

/** Items whose label is in their page's own block (dashboard|reviewList>…) rather than nav>. */
const LABEL: Partial<Record<RouteName, string>> = { reviewList: 'reviewList>nav' };

/** Unread counts next to the navigation items, live over /ws (docs/api/requests-and-quotes.md "Realtime"). */
const BADGE: Partial<Record<RouteName, UnreadKind>> = {
  projects: 'projects',
  inbox: 'messages',
  requests: 'leads',
  works: 'messages',
  notifications: 'notifications',
};

export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  const { data: me } = useSession();
  const flags = useEnv().featureFlags;
  const groups = NAV[me?.role ?? 'consumer']
    .map((g) => ({ ...g, items: g.items.filter((name) => FLAG[name]?.(flags) ?? true) }))
    .filter((g) => g.items.length > 0);
  // The back office has its own navigation (its pages draw it); the marketplace menu would only distract there.
  const { pathname } = useLocation();
  const inConsole = /^\/ops(\/|$)/.test(splitLanguagePrefix(pathname).rest);
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // On a phone the row scrolls: bring the current page's item into view (Pricing is far to the right).
    const nav = navRef.current;
    const item = nav?.querySelector('[aria-current="page"]');
    if (nav && item) nav.scrollLeft += item.getBoundingClientRect().left - nav.getBoundingClientRect().left;
  }, [pathname]);
  // A page may be shown without the menu (its route entry's `menu: false`).
  const noMenu = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.def.menu === false);
  return (
    <div css={pageFrameStyles}>
      <SiteHeader />
      <Container css={[frameStyles, inConsole || noMenu ? null : withMenuStyles]}>
        {inConsole || noMenu ? null : (
          <nav ref={navRef} aria-label={t('nav>label')} css={navStyles}>
            {groups.map((g) => (
              <div key={g.key} role="group" aria-labelledby={`dashboard-nav-${g.key}`}>
                <span id={`dashboard-nav-${g.key}`}>{t(`nav>group>${g.key}`)}</span>
                {g.items.map((name) => (
                  <NavLink key={name} to={href(name)} end={EXACT.has(name)}>
                    {ICON[name] ? <Icon name={ICON[name]} size={16} /> : null}
                    {t(LABEL[name] ?? `nav>${name}`)}
                    {BADGE[name] ? <UnreadBadge kind={BADGE[name]} /> : null}
                    {name === 'appointments' ? <CountBadge n={me?.unreadBookingCount ?? 0} kind="bookings" /> : null}
                  </NavLink>
                ))}
              </div>
            ))}
          </nav>
        )}
        <main id="main" css={mainStyles}>
          <EmailVerifyBanner />
          <Outlet />
        </main>
      </Container>
      <SiteFooter />
    </div>
  );
}

const frameStyles = css`
  flex: 1;
  padding-top: ${theme.space[4]};
  padding-bottom: ${theme.space[8]};
  min-height: ${DASHBOARD_MIN_HEIGHT}px;
`;

/** From 1200 px the menu is a column beside the page, so the page starts at the top instead of under rows of tabs. */
const withMenuStyles = css`
  ${theme.breakpoint.lg} {
    display: grid;
    grid-template-columns: 216px minmax(0, 1fr);
    column-gap: ${theme.space[8]};
    align-items: start;
  }
`;

const mainStyles = css`
  min-width: 0;
`;

/**
 * Below 900 px one row that scrolls sideways, snapping to whole items and fading at the edge, so a label cut by the
 * edge reads as "more this way"; from 900 px the items wrap onto as many rows as they need and none is cut; from
 * 1200 px a column of labelled groups (the group labels show only there).
 */
const navStyles = css`
  display: flex;
  gap: ${theme.space[2]};
  overflow-x: auto;
  scroll-snap-type: x proximity;
  mask-image: linear-gradient(to right, #000 calc(100% - 24px), transparent);
  margin-bottom: ${theme.space[4]};
  > div {
    display: contents;
  }
  > div > span {
    display: none;
  }
  a {
    scroll-snap-align: start;
    flex-shrink: 0;
    ${inlineRow(1)};
    padding: ${theme.space[2]} ${theme.space[4]};
    border-radius: ${theme.radius.pill};
    text-decoration: none;
    white-space: nowrap;
    color: ${theme.color.textSecondary};
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    font-weight: ${theme.font.weight.medium};
  }
  a[aria-current='page'] {
    background: ${theme.color.brand};
    color: #fff;
    border-color: ${theme.color.brand};
  }
  ${theme.breakpoint.md} {
    flex-wrap: wrap;
    mask-image: none;
    a {
      padding: ${theme.space[2]} ${theme.space[3]};
      font-size: ${theme.font.size.sm};
    }
  }
  ${theme.breakpoint.lg} {
    flex-direction: column;
    flex-wrap: nowrap;
    gap: ${theme.space[6]};
    overflow-x: visible;
    margin-bottom: 0;
    > div {
      display: flex;
      flex-direction: column;
      gap: 2px;
    }
    > div > span {
      display: block;
      padding: 0 ${theme.space[3]} ${theme.space[1]};
      font-size: ${theme.font.size.xs};
      font-weight: ${theme.font.weight.bold};
      color: ${theme.color.textMuted};
    }
    a {
      border-color: transparent;
      background: transparent;
      border-radius: ${theme.radius.control};
      white-space: normal;
    }
    a:hover {
      background: ${theme.color.neutralSoft};
      color: ${theme.color.text};
    }
    a[aria-current='page'] {
      background: ${theme.color.brandSoft};
      color: ${theme.color.brandDark};
      border-color: transparent;
      font-weight: ${theme.font.weight.bold};
    }
  }
`;
