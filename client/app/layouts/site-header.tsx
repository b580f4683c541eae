/** Header: logo, language switch, and the user menu (rendered after hydration on cacheable pages). */
import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { LANGUAGES, splitLanguagePrefix, type Language } from '@shared/i18n/i18n-config';
import { formatHkd } from '@shared/utils/format';
import { Avatar } from '@client/ui/avatar';
import { Container } from '@client/ui/card';
import { buttonClass, ButtonLink } from '@client/ui/button';
import { theme } from '@client/styles/theme';
import { cardSurface, inlineRow, menuItem, row, secondarySmall } from '@client/styles/layout';
import { useHref, usePrefixed } from '@client/lib/paths';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { useSwitchRole } from '@client/features/accounts/api/accounts.mutations';
import { track } from '@client/lib/analytics';
import logoUrl from './logo.svg';

function useMounted(): boolean {
  const [m, setM] = useState(false);
  useEffect(() => setM(true), []);
  return m;
}

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const { pathname, search } = useLocation();
  const { rest } = splitLanguagePrefix(pathname);
  const current = i18n.language as Language;
  const other = LANGUAGES.find((l) => l !== current) ?? LANGUAGES[0];
  return (
    <a
      href={`/${other}${rest === '/' ? '/' : rest}${search}`}
      hrefLang={other}
      lang={other}
      onClick={() => track({ name: 'language_switch', path: pathname, language: other })}
      className={ghost}
    >
      <span className="visually-hidden">{t('header>switch_language')}: </span>
      {t(`header>language_name_${other === 'zh-HK' ? 'zh' : 'en'}`)}
    </a>
  );
}

function UserMenu() {
  const { t } = useTranslation('common');
  const href = useHref();
  const prefixed = usePrefixed();
  const navigate = useNavigate();
  const { data: me } = useSession();
  const switchRole = useSwitchRole();
  const queryClient = useQueryClient();
  const menuRef = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    // The menu closes when the page changes (a menu item navigated).
    if (menuRef.current) menuRef.current.open = false;
  }, [pathname]);
  if (!me) {
    // Tradespeople find where to join from every page. On a phone it shares a menu with "Log in", so the header fits.
    const links = (role?: 'menuitem') => (
      <>
        <Link role={role} to={href('proLanding')} className={role ? undefined : ghost}>
          {t('footer>pro_learn_more')}
        </Link>
        <Link role={role} to={href('login')} className={role ? undefined : ghost}>
          {t('header>login')}
        </Link>
      </>
    );
    return (
      <>
        <span css={fromSm}>{links()}</span>
        <details ref={menuRef} css={[menuStyles, belowSm]}>
          <summary className={ghost}>{t('header>menu')}</summary>
          <div role="menu">{links('menuitem')}</div>
        </details>
        <ButtonLink to={href('signup')} size="sm">
          {t('header>signup')}
        </ButtonLink>
      </>
    );
  }
  const otherRole = me.role === 'pro' ? 'consumer' : 'pro';
  return (
    <>
      {me.role === 'pro' ? (
        <span
          css={css`
            ${secondarySmall};
            white-space: nowrap;
          `}
        >
          {/* Phones show the amount alone: the label stays for screen readers. */}
          <span css={srBelowSm}>{t('header>wallet')}</span>
          <strong data-testid="wallet-balance">{formatHkd(me.available_wallet_amount)}</strong>
        </span>
      ) : null}
      <details ref={menuRef} css={menuStyles}>
        <summary aria-label={t('header>account_menu')}>
          {/* SPEC §3 avatar: the uploaded thumbnail (s3_thumb_url), else the initials. */}
          <Avatar name={me.full_name} src={me.s3_thumb_url} size="sm" alt={me.full_name} />
          <span css={fromSm}>{me.full_name}</span>
        </summary>
        <div role="menu">
          <p
            css={css`
              margin: 0;
              padding: ${theme.space[2]} ${theme.space[3]};
              color: ${theme.color.textMuted};
              font-size: ${theme.font.size.sm};
            `}
          >
            {t(`header>role_${me.role}`)}
          </p>
          <Link role="menuitem" to={href(me.role === 'pro' ? 'requests' : 'projects')}>
            {t('header>dashboard')}
          </Link>
          <Link role="menuitem" to={href('certification')}>
            {t('header>certification')}
          </Link>
          <Link role="menuitem" to={href('referrals')}>
            {t('referrals>menu')}
          </Link>
          <Link role="menuitem" to={href('settings')}>
            {t('header>settings')}
          </Link>
          {me.is_staff ? (
            <Link role="menuitem" to={href('opsHome')}>
              {t('header>ops_console')}
            </Link>
          ) : null}
          <button
            role="menuitem"
            type="button"
            disabled={switchRole.isPending}
            onClick={async () => {
              const res = await switchRole.mutateAsync(otherRole);
              track({ name: 'role_switch', path: res.landing, props: { role: res.role } });
              await navigate(prefixed(res.landing));
              // Everything else is stale now, but only refetched where it is shown again: the page being left
              // may still be mounted for a moment, and its other-role data would be refused (403).
              await queryClient.invalidateQueries({ refetchType: 'none' });
            }}
          >
            {t(`header>switch_to_${otherRole}`)}
          </button>
          {/* SPEC §2 logout: a same-origin POST (a GET never signs anyone out), then the server redirects to login. */}
          <form
            method="post"
            action={prefixed('/logout')}
            css={css`
              display: contents;
            `}
          >
            <button role="menuitem" type="submit">
              {t('header>logout')}
            </button>
          </form>
        </div>
      </details>
    </>
  );
}

export function SiteHeader() {
  const { t } = useTranslation('common');
  const href = useHref();
  const mounted = useMounted();
  return (
    <header
      css={css`
        background: ${theme.color.surface};
        border-bottom: 1px solid ${theme.color.border};
        position: sticky;
        top: 0;
        z-index: 20;
      `}
    >
      <Container
        css={css`
          ${row(2)};
          min-height: ${theme.layout.headerHeight};
        `}
      >
        <Link to={href('home')} css={logoStyles} aria-label={t('header>home_label')}>
          {/* A file, not inline SVG: its drawing would weigh on the JavaScript every page loads. Low priority: a 30 px
              mark must not compete with the page's own images, and React then adds no preload for it. */}
          <img src={logoUrl} width="30" height="30" alt="" fetchPriority="low" />
          <span>{t('meta>brand')}</span>
        </Link>
        <div
          css={css`
            margin-left: auto;
            ${row(2)};
          `}
        >
          <LanguageSwitch />
          {mounted ? (
            <UserMenu />
          ) : (
            <span
              css={css`
                width: 120px;
              `}
              aria-hidden="true"
            />
          )}
        </div>
      </Container>
    </header>
  );
}

const ghost = buttonClass({ variant: 'ghost', size: 'sm' });

const fromSm = css`
  display: none;
  ${theme.breakpoint.sm} {
    display: contents;
  }
`;

const belowSm = css`
  ${theme.breakpoint.sm} {
    display: none;
  }
`;

const srBelowSm = css`
  ${theme.breakpoint.belowSm} {
    position: absolute;
    clip-path: inset(50%);
  }
`;

const logoStyles = css`
  ${inlineRow(2)};
  text-decoration: none;
  white-space: nowrap;
  flex-shrink: 0;
  color: ${theme.color.text};
  font-weight: ${theme.font.weight.bold};
  font-size: ${theme.font.size.lg};
`;

const menuStyles = css`
  position: relative;
  summary {
    list-style: none;
    cursor: pointer;
    ${row(2)};
    min-height: 44px;
    padding: 0 ${theme.space[2]};
    border-radius: ${theme.radius.control};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  [role='menu'] {
    position: absolute;
    right: 0;
    top: calc(100% + 4px);
    min-width: 220px;
    ${cardSurface};
    box-shadow: ${theme.shadow.overlay};
    padding: ${theme.space[2]} 0;
  }
  [role='menuitem'] {
    ${menuItem};
    text-decoration: none;
  }
  [role='menuitem']:hover {
    background: ${theme.color.background};
  }
`;
