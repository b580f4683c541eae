/**
 * What an item is, in the pro's words and Sifu's facts: the description, what the price buys, the service information,
 * how the service is given (the pro comes, the customer goes, or over the phone or online), where, the category's
 * service notice and the keywords. Text only (it renders inside a server island).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { ShopItem } from '@shared/schemas/shop.schema';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { bareList, cluster, iconBulletList } from '@client/styles/layout';

export function CatalogItemDetails({ item }: { item: ShopItem }) {
  const { t } = useTranslation('shop');
  const ways = [
    item.is_service_professional_travels_to_me && 'pro_travels',
    item.is_customer_travel_to_me && 'customer_travels',
    item.is_over_phone_or_internet && 'remote',
  ].filter((w): w is string => Boolean(w));
  return (
    <div css={wrapStyles}>
      {item.description ? (
        <section>
          <h2 css={headingStyles}>{t('public>item>about')}</h2>
          <p css={textStyles}>{item.description}</p>
        </section>
      ) : null}
      <section>
        <h2 css={headingStyles}>{t('public>item>service')}</h2>
        <dl css={factsStyles}>
          {item.service_type ? (
            <div>
              <dt>{t('public>item>service_type')}</dt>
              <dd>{t(`item>service_type>${item.service_type}`)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('public>item>how')}</dt>
            <dd>
              <ul css={iconBulletList(1, '3px')}>
                {ways.map((w) => (
                  <li key={w}>
                    <Icon name="check" size={16} />
                    {t(`public>way>${w}`)}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          {item.areas.length ? (
            <div>
              <dt>{t('public>item>areas')}</dt>
              <dd>{item.areas.map((a) => a.name).join(t('public>item>sep'))}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('public>item>category')}</dt>
            <dd>{item.category.name}</dd>
          </div>
        </dl>
        {item.service_info ? <p css={textStyles}>{item.service_info}</p> : null}
      </section>
      {item.service_notice ? (
        <section css={noticeStyles}>
          <h2 css={[headingStyles, noticeHeading]}>
            <Icon name="info" size={20} />
            {t('public>item>notice')}
          </h2>
          <p css={textStyles}>{item.service_notice}</p>
        </section>
      ) : null}
      {item.keywords.length ? (
        <ul css={[bareList, cluster(2)]} aria-label={t('public>item>keywords')}>
          {item.keywords.map((k) => (
            <li key={k} css={tagStyles}>
              {k}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const wrapStyles = css`
  display: grid;
  gap: ${theme.space[6]};
  margin: ${theme.space[8]} 0;
`;
const headingStyles = css`
  font-size: ${theme.font.size.xl};
  margin: 0 0 ${theme.space[3]};
`;
const textStyles = css`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
const factsStyles = css`
  margin: 0 0 ${theme.space[3]};
  display: grid;
  gap: ${theme.space[3]};
  ${theme.breakpoint.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    font-size: ${theme.font.size.sm};
    color: ${theme.color.textSecondary};
  }
  dd {
    margin: 0;
  }
`;
const noticeStyles = css`
  background: ${theme.color.accentSoft};
  border-radius: ${theme.radius.card};
  padding: ${theme.space[4]};
`;
const noticeHeading = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.lg};
  svg {
    color: ${theme.color.warning};
  }
`;
const tagStyles = css`
  background: ${theme.color.neutralSoft};
  color: ${theme.color.neutralText};
  border-radius: ${theme.radius.pill};
  padding: ${theme.space[1]} ${theme.space[3]};
  font-size: ${theme.font.size.sm};
`;
