/** download/{target?}: the Sifu apps for customers and for pros (SPEC §2 app download, flag on). */
import { css } from '@emotion/react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FOOTER_LINKS } from '@shared/config/external-links';
import { Container } from '@client/ui/card';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { PageHero } from '@client/features/catalog/components/page-hero';

const APPS = {
  consumer: { ios: 'consumer_ios', android: 'consumer_android' },
  pro: { ios: 'pro_ios', android: 'pro_android' },
} as const;

export default function DownloadPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const target = useParams().target as keyof typeof APPS | undefined;
  const shown = target ? [target] : (['consumer', 'pro'] as const);
  const link = (key: string) => FOOTER_LINKS.apps.find((a) => a.key === key)?.href ?? '#';
  return (
    <>
      <PageHero
        crumbs={[
          { label: t('breadcrumb>home'), href: href('home') },
          { label: t('breadcrumb>download'), href: target ? href('download') : undefined },
          ...(target ? [{ label: t(`download>target_${target}`) }] : []),
        ]}
        title={t(`download>title_${target ?? 'all'}`)}
        intro={t('download>intro')}
      />
      <Container
        css={css`
          display: grid;
          gap: ${theme.space[4]};
          padding-top: ${theme.space[6]};
          ${theme.breakpoint.md} {
            grid-template-columns: repeat(${shown.length}, minmax(0, 1fr));
          }
        `}
      >
        {shown.map((k) => (
          <section key={k} aria-labelledby={`app-${k}`} css={cardStyles}>
            <h2 id={`app-${k}`}>{t(`download>target_${k}`)}</h2>
            <p
              css={css`
                color: ${theme.color.textSecondary};
              `}
            >
              {t(`download>${k}_body`)}
            </p>
            <ul
              css={css`
                margin: 0 0 ${theme.space[4]};
                padding-left: ${theme.space[6]};
              `}
            >
              {[1, 2, 3].map((n) => (
                <li key={n}>{t(`download>${k}_point_${n}`)}</li>
              ))}
            </ul>
            <div
              css={css`
                display: flex;
                flex-wrap: wrap;
                gap: ${theme.space[3]};
              `}
            >
              <a href={link(APPS[k].ios)} rel="noopener" css={storeStyles}>
                <Icon name="download" size={20} />
                {t('download>app_store')}
              </a>
              <a href={link(APPS[k].android)} rel="noopener" css={storeStyles}>
                <Icon name="download" size={20} />
                {t('download>google_play')}
              </a>
            </div>
          </section>
        ))}
      </Container>
    </>
  );
}

const cardStyles = css`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  padding: ${theme.space[6]};
  box-shadow: ${theme.shadow.card};
`;
const storeStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
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
