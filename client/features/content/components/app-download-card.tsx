/** One Sifu app on the download page: what it does and its store badges; a store without a link offers the web instead. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { App, DownloadTarget } from '@shared/config/app-links';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { cardSurface, cluster, inlineRow } from '@client/styles/layout';
import { useEnv } from '@client/lib/env';
import { useHref } from '@client/lib/paths';

export function AppDownloadCard({ app, platforms }: { app: App; platforms: readonly DownloadTarget[] }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const links = useEnv().appLinks?.[app] ?? {};
  const missing = platforms.filter((p) => !links[p]);
  return (
    <section aria-labelledby={`app-${app}`} css={cardStyles}>
      <h2 id={`app-${app}`}>{t(`download>target_${app}`)}</h2>
      <p
        css={css`
          color: ${theme.color.textSecondary};
        `}
      >
        {t(`download>${app}_body`)}
      </p>
      <ul
        css={css`
          margin: 0 0 ${theme.space[4]};
          padding-left: ${theme.space[6]};
        `}
      >
        {[1, 2, 3].map((n) => (
          <li key={n}>{t(`download>${app}_point_${n}`)}</li>
        ))}
      </ul>
      <div css={cluster(3)}>
        {platforms.map((p) =>
          links[p] ? (
            <a key={p} href={links[p]} rel="noopener" css={storeStyles}>
              <Icon name="download" size={20} />
              {t(`download>store_badge_${p}`)}
            </a>
          ) : null,
        )}
      </div>
      {missing.length ? (
        <p
          css={css`
            margin: ${theme.space[3]} 0 0;
          `}
        >
          {t(`download>not_in_store_${missing.length === 2 ? 'any' : missing[0]}`)}{' '}
          <Link to={href(app === 'pro' ? 'proLanding' : 'genreAll')}>{t(`download>use_web_${app}`)}</Link>
        </p>
      ) : null}
    </section>
  );
}

const cardStyles = css`
  ${cardSurface};
  padding: ${theme.space[6]};
  box-shadow: ${theme.shadow.card};
`;
const storeStyles = css`
  ${inlineRow(2)};
  min-height: 48px;
  padding: 0 ${theme.space[4]};
  border-radius: ${theme.radius.control};
  background: ${theme.color.text};
  color: #fff;
  text-decoration: none;
  font-weight: ${theme.font.weight.bold};
  &:hover {
    background: #000;
    color: #fff;
  }
`;
