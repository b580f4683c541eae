/** Static home sections: how it works, why people trust Sifu, the numbers, and the pro invitation. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { CatalogStats } from '@shared/schemas/catalog.schema';
import { Icon, type IconName } from '@client/ui/icon';
import { ButtonLink } from '@client/ui/button';
import { Container } from '@client/ui/card';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface, columnsFrom, disc, secondarySmall } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';

const STEPS: { key: string; icon: IconName }[] = [
  { key: 'post', icon: 'list-checks' },
  { key: 'compare', icon: 'message-square' },
  { key: 'hire', icon: 'thumbs-up' },
];
const TRUST: { key: string; icon: IconName }[] = [
  { key: 'verified', icon: 'verified' },
  { key: 'reviews', icon: 'star' },
  { key: 'prices', icon: 'tag' },
  { key: 'free', icon: 'shield' },
];

export function HowItWorks() {
  const { t } = useTranslation('catalog');
  return (
    <ol css={gridStyles(3)}>
      {STEPS.map((s, i) => (
        <li key={s.key} css={tileStyles}>
          <span css={stepBadge} aria-hidden="true">
            {i + 1}
          </span>
          <Icon name={s.icon} size={24} />
          <h3
            css={css`
              margin: ${theme.space[2]} 0 ${theme.space[1]};
            `}
          >
            {t(`home>step_${s.key}_title`)}
          </h3>
          <p
            css={css`
              margin: 0;
              color: ${theme.color.textSecondary};
            `}
          >
            {t(`home>step_${s.key}_body`)}
          </p>
        </li>
      ))}
    </ol>
  );
}

export function TrustPoints() {
  const { t } = useTranslation('catalog');
  return (
    <ul css={gridStyles(4)}>
      {TRUST.map((p) => (
        <li
          key={p.key}
          css={[
            tileStyles,
            css`
              & > svg {
                color: ${theme.color.brand};
              }
            `,
          ]}
        >
          <Icon name={p.icon} size={24} />
          <h3
            css={css`
              margin: ${theme.space[2]} 0 ${theme.space[1]};
              font-size: ${theme.font.size.md};
            `}
          >
            {t(`home>trust_${p.key}_title`)}
          </h3>
          <p
            css={css`
              margin: 0;
              ${secondarySmall};
            `}
          >
            {t(`home>trust_${p.key}_body`)}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function StatsStrip({ stats }: { stats: CatalogStats }) {
  const { t } = useTranslation('catalog');
  const items = [
    { key: 'pros', value: stats.pro_count.toLocaleString('en-US') },
    { key: 'categories', value: String(stats.category_count) },
    { key: 'quotes', value: stats.quote_count.toLocaleString('en-US') },
    { key: 'rating', value: stats.avg_rating ? stats.avg_rating.toFixed(1) : '–' },
  ];
  return (
    <dl css={statsStyles}>
      {items.map((i) => (
        <div key={i.key}>
          <dt>{t(`home>stat_${i.key}`, { count: stats.review_count, total: stats.review_count.toLocaleString('en-US') })}</dt>
          <dd>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ProInvite() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  return (
    <Container>
      <div css={inviteStyles}>
        <div>
          <h2
            css={css`
              color: #fff;
              margin-bottom: ${theme.space[1]};
            `}
          >
            {t('home>pro_title')}
          </h2>
          <p
            css={css`
              margin: 0;
              color: #e6fffa;
            `}
          >
            {t('home>pro_body')}
          </p>
        </div>
        <ButtonLink to={href('proLanding')} variant="secondary" size="lg">
          {t('home>pro_cta')}
        </ButtonLink>
      </div>
    </Container>
  );
}

const gridStyles = (cols: number) => css`
  ${bareList};
  ${columnsFrom(3, 2, 'sm')};
  ${theme.breakpoint.md} {
    grid-template-columns: repeat(${cols}, minmax(0, 1fr));
  }
`;
const tileStyles = css`
  position: relative;
  ${cardSurface};
  padding: ${theme.space[4]};
  box-shadow: ${theme.shadow.card};
  & > svg {
    color: ${theme.color.brand};
  }
`;
const stepBadge = css`
  position: absolute;
  top: ${theme.space[4]};
  right: ${theme.space[4]};
  ${disc(28)};
  background: ${theme.color.accentSoft};
  color: ${theme.color.warningDark};
  font-weight: ${theme.font.weight.bold};
  font-size: ${theme.font.size.sm};
`;
const statsStyles = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[3]};
  margin: 0;
  ${theme.breakpoint.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  & > div {
    display: flex;
    flex-direction: column-reverse;
    ${cardSurface};
    padding: ${theme.space[3]} ${theme.space[4]};
  }
  dd {
    margin: 0;
    font-size: ${theme.font.size.xxl};
    font-weight: ${theme.font.weight.bold};
    color: ${theme.color.brandDark};
    font-variant-numeric: tabular-nums;
  }
  dt {
    ${secondarySmall};
  }
`;
const inviteStyles = css`
  background: linear-gradient(135deg, #134e4a 0%, ${theme.color.brand} 100%);
  color: #fff;
  border-radius: ${theme.radius.card};
  padding: ${theme.space[6]};
  margin-top: ${theme.space[8]};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  ${theme.breakpoint.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding: ${theme.space[8]};
  }
`;
