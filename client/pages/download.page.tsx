/**
 * download[/{target}]: the Sifu apps for customers and for pros (SPEC §2 app download, flag appDownload), for both
 * platforms or one (ios, android). Store badges link to the env's store pages; a store that is not set says the app
 * is not there yet and offers the web site instead.
 */
import { css } from '@emotion/react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { APPS, DOWNLOAD_TARGETS, isDownloadTarget } from '@shared/config/app-links';
import { theme } from '@client/styles/theme';
import { bareList, cluster } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { AppDownloadCard } from '@client/features/content/components/app-download-card';
import { HeroPage } from './parts/hero-page';

export default function DownloadPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const raw = useParams().target;
  const target = isDownloadTarget(raw) ? raw : undefined;
  const platforms = target ? [target] : DOWNLOAD_TARGETS;
  return (
    <HeroPage
      trail={[
        { label: t('breadcrumb>download'), href: target ? href('download') : undefined },
        ...(target ? [{ label: t(`download>target_${target}`) }] : []),
      ]}
      title={t(`download>title_${target ?? 'all'}`)}
      intro={t(`download>intro_${target ?? 'all'}`)}
    >
      <div css={appsStyles}>
        {APPS.map((app) => (
          <AppDownloadCard key={app} app={app} platforms={platforms} />
        ))}
      </div>
      <nav aria-label={t('download>platforms_title')} css={platformsStyles}>
        <h2
          css={css`
            font-size: ${theme.font.size.lg};
          `}
        >
          {t('download>platforms_title')}
        </h2>
        <ul css={platformListStyles}>
          {DOWNLOAD_TARGETS.filter((p) => p !== target).map((p) => (
            <li key={p}>
              <Link to={href('download', { target: p })}>{t(`download>target_${p}`)}</Link>
            </li>
          ))}
          {target ? (
            <li>
              <Link to={href('download')}>{t('download>all_platforms')}</Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </HeroPage>
  );
}

const appsStyles = css`
  display: grid;
  gap: ${theme.space[4]};
  padding-top: ${theme.space[6]};
  ${theme.breakpoint.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
const platformsStyles = css`
  padding-top: ${theme.space[6]};
`;
const platformListStyles = css([bareList, cluster(4)]);
