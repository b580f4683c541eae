/** The top of a pro's public profile: who they are and the numbers people trust (rating, hires, response time). */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProProfile } from '@shared/schemas/pro-services.schema';
import type { Language } from '@shared/i18n/i18n-config';
import { formatHkDate } from '@shared/utils/hk-dates';
import { Avatar } from '@client/ui/avatar';
import { Badge } from '@client/ui/badge';
import { Icon } from '@client/ui/icon';
import { Container } from '@client/ui/card';
import { theme } from '@client/styles/theme';
import { captionText, cluster, grow, inlineRow, rowTop, secondarySmall } from '@client/styles/layout';
import { responseText } from '@client/lib/response-text';
import { ratingLabel, startingPriceText } from '@client/lib/pro-format';
import { CategoryFigures } from './category-figures';

export function ProfileHeader({
  pro,
  breadcrumbs,
  actions,
  logo,
}: {
  pro: ProProfile;
  breadcrumbs: ReactNode;
  actions: ReactNode;
  /** The processed logo (the page composes it); the initials avatar when not given. */
  logo?: ReactNode;
}) {
  const { t, i18n } = useTranslation('catalog');
  const response = responseText(t, pro.response_minutes, 'catalog');
  const price = startingPriceText(t, pro.starting_price, pro.starting_price_type);
  return (
    <div css={bandStyles}>
      <Container>
        {breadcrumbs}
        <div css={rowTop(4)}>
          {logo ?? <Avatar name={pro.business_name} src={pro.logo_url} size="xl" loading="eager" />}
          <div css={grow}>
            <h1
              css={css`
                margin-bottom: ${theme.space[2]};
              `}
            >
              {pro.business_name}
            </h1>
            <div css={cluster(2)}>
              {pro.is_verified ? (
                <Badge tone="success" icon="verified">
                  {t('pro>verified')}
                </Badge>
              ) : null}
              {pro.categories.slice(0, 3).map((c) => (
                <Badge key={c.slug} tone="brand">
                  {c.name}
                </Badge>
              ))}
            </div>
          </div>
        </div>
        {pro.paused_until ? (
          <p role="status" css={pausedStyles}>
            {t('pro>paused_until', { date: formatHkDate(pro.paused_until, i18n.language as Language) })}
          </p>
        ) : null}
        <dl css={statsStyles}>
          <div>
            <dt>{t('pro>stat_rating')}</dt>
            <dd>
              {pro.review_count > 0 ? (
                <span role="img" aria-label={ratingLabel(t, pro.rating, pro.review_count)}>
                  <Icon name="star" size={20} filled />
                  <strong>{pro.rating.toFixed(1)}</strong>
                  <span css={secondarySmall}>({pro.review_count})</span>
                </span>
              ) : (
                t('pro>no_reviews')
              )}
            </dd>
          </div>
          <div>
            <dt>{t('pro>stat_hires')}</dt>
            <dd>
              <strong>{pro.hired_count}</strong>
            </dd>
          </div>
          <div>
            <dt>{t('pro>stat_response')}</dt>
            <dd>{response ?? t('pro>response_unknown')}</dd>
          </div>
          <div>
            <dt>{t('pro>stat_price')}</dt>
            <dd>{price ?? t('pro>price_ask')}</dd>
          </div>
        </dl>
        <CategoryFigures figures={pro.category_figures} />
        <div
          css={css`
            ${cluster(3)};
            margin-top: ${theme.space[4]};
          `}
        >
          {actions}
        </div>
      </Container>
    </div>
  );
}

const bandStyles = css`
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
  padding: ${theme.space[4]} 0 ${theme.space[6]};
`;
const pausedStyles = css`
  margin: ${theme.space[3]} 0 0;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.control};
  background: ${theme.color.warningSoft};
  color: ${theme.color.warningDark};
  font-size: ${theme.font.size.sm};
`;
const statsStyles = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[3]};
  margin: ${theme.space[4]} 0 0;
  ${theme.breakpoint.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  & > div {
    background: ${theme.color.background};
    border-radius: ${theme.radius.control};
    padding: ${theme.space[3]};
  }
  dt {
    ${captionText};
  }
  dd {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
  dd [role='img'] {
    ${inlineRow(1)};
  }
  dd svg {
    color: ${theme.color.star};
    stroke: ${theme.color.starStroke};
  }
`;
