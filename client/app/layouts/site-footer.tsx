/**
 * Footer with the SPEC §2 content links (pages on this site, or the CONTENT_URL_* links set by env; ADR 0023), the
 * service directory and the Lunar New Year page for pros (indexable hubs linked from every page; ADR 0046), and the
 * app-store links set by env (APP_STORE_URL …; the group is hidden while none is set).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { FOOTER_GROUPS } from '@shared/domain/site-pages';
import { APPS, DOWNLOAD_TARGETS } from '@shared/config/app-links';
import { Container } from '@client/ui/card';
import { theme } from '@client/styles/theme';
import { bareList } from '@client/styles/layout';
import { useEnv } from '@client/lib/env';
import { useHref } from '@client/lib/paths';
import { useContentHref } from '@client/lib/content-links';

type FooterLink = { key: string; href: string; external: boolean };

export function SiteFooter() {
  const { t } = useTranslation('common');
  const href = useHref();
  const contentHref = useContentHref();
  const env = useEnv();
  // The hubs that link every listing (the directory) and the seasonal page for pros: indexable pages need a link in.
  const hubs: Record<string, FooterLink> = {
    consumers: { key: 'directory', href: href('seo'), external: false },
    pros: { key: 'pro_newyear', href: href('proNewYear'), external: false },
  };
  const groups: [string, FooterLink[]][] = Object.entries(FOOTER_GROUPS).map(([group, keys]) => [
    group,
    [...keys.map((key) => ({ key, ...contentHref(key) })), ...(hubs[group] ? [hubs[group]] : [])],
  ]);
  const stores: FooterLink[] = APPS.flatMap((app) =>
    DOWNLOAD_TARGETS.flatMap((p) => {
      const url = env.appLinks?.[app][p];
      return url ? [{ key: `app_${app}_${p}`, href: url, external: true }] : [];
    }),
  );
  if (stores.length) {
    if (env.featureFlags.appDownload) stores.push({ key: 'download_all', href: href('download'), external: false });
    groups.push(['apps', stores]);
  }
  return (
    <footer
      css={css`
        background: #0b3b37;
        color: #d1fae5;
        margin-top: ${theme.space[12]};
        padding: ${theme.space[8]} 0 ${theme.space[6]};
      `}
    >
      <Container>
        <div
          css={css`
            display: grid;
            gap: ${theme.space[6]};
            grid-template-columns: repeat(2, minmax(0, 1fr));
            ${theme.breakpoint.md} {
              grid-template-columns: repeat(${groups.length}, minmax(0, 1fr));
            }
          `}
        >
          {groups.map(([group, links]) => (
            <nav key={group} aria-labelledby={`footer-${group}`}>
              <h2
                id={`footer-${group}`}
                css={css`
                  font-size: ${theme.font.size.md};
                  color: #fff;
                `}
              >
                {t(`footer>group_${group}`)}
              </h2>
              <ul css={bareList}>
                {links.map((l) => (
                  <li
                    key={l.key}
                    css={css`
                      margin: ${theme.space[1]} 0;
                    `}
                  >
                    {l.external ? (
                      <a href={l.href} rel="noopener" css={linkStyles}>
                        {t(`footer>${l.key}`)}
                      </a>
                    ) : (
                      <Link to={l.href} css={linkStyles}>
                        {t(`footer>${l.key}`)}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p
          css={css`
            margin-top: ${theme.space[8]};
            font-size: ${theme.font.size.sm};
            color: #a7f3d0;
          `}
        >
          {t('footer>copyright', { year: 2026 })}
        </p>
      </Container>
    </footer>
  );
}

const linkStyles = css`
  color: #d1fae5;
  text-decoration: none;
  font-size: ${theme.font.size.sm};
  &:hover {
    color: #fff;
    text-decoration: underline;
  }
`;
