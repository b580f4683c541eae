/**
 * "How to choose a pro": a checklist built on this category's real figures (pros, hires, price range, rating, first
 * reply), each with its sample size, and a plain sentence instead of a figure where there is not enough data.
 */
import { css } from '@emotion/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { CategoryInfo } from '@shared/schemas/hiring-guide.schema';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { priceLabel } from '@client/lib/price-label';
import { durationText } from './near-me-faq';
import { checkListStyles } from './hiring-rules-panel';

interface Item {
  key: string;
  title: string;
  body: string;
}

/** Sentences in a row: a space after an English one, none after a Chinese full stop. */
const sentences = (...parts: (string | null)[]) =>
  parts.filter((p): p is string => Boolean(p)).reduce((out, p) => (!out ? p : out.endsWith('。') ? out + p : `${out} ${p}`), '');

/** The checklist's items in order; exported for tests. */
export function checklistItems(t: TFunction, g: Pick<CategoryInfo, 'name' | 'numbers' | 'rules'>): Item[] {
  const { name, numbers: n } = g;
  const v = { name };
  const price = n.price;
  const priced = price && price.median !== null && price.low !== null && price.high !== null ? price : null;
  const money = (amount: number | null) => priceLabel(t, amount, price?.rating_type ?? 'flat');
  const minutes = n.replies.median_first_quote_minutes;
  return [
    {
      key: 'compare',
      title: t('catalog|info>check>compare_title'),
      body:
        n.pro_count > 0
          ? sentences(
              t('catalog|info>check>compare_pros', { ...v, count: n.pro_count }),
              n.hired_count > 0 ? t('catalog|info>check>compare_hires', { count: n.hired_count }) : null,
            )
          : t('catalog|info>check>compare_none', v),
    },
    {
      key: 'price',
      title: t('catalog|info>check>price_title'),
      body: priced
        ? t('catalog|info>check>price_range', {
            ...v,
            median: money(priced.median),
            low: money(priced.low),
            high: money(priced.high),
            count: priced.samples,
          })
        : price && price.samples > 0
          ? t('catalog|info>check>price_few', { ...v, count: price.samples, min: n.min_samples })
          : t('catalog|info>check>price_none', v),
    },
    {
      key: 'reviews',
      title: t('catalog|info>check>reviews_title'),
      body:
        n.review_count > 0 && n.avg_rating !== null
          ? t('catalog|info>check>reviews_avg', { ...v, rating: n.avg_rating.toFixed(1), count: n.review_count })
          : t('catalog|info>check>reviews_none', v),
    },
    {
      key: 'reply',
      title: t('catalog|info>check>reply_title'),
      body:
        minutes !== null
          ? sentences(
              t('catalog|info>check>reply_time', { count: n.replies.requests, time: durationText(t, minutes) }),
              n.replies.avg_quotes !== null ? t('catalog|info>check>reply_quotes', { count: n.replies.avg_quotes }) : null,
            )
          : n.replies.requests > 0
            ? t('catalog|info>check>reply_few', { count: n.replies.requests, min: n.min_reply_samples })
            : t('catalog|info>check>reply_none', v),
    },
    {
      key: 'licence',
      title: t('catalog|info>check>licence_title'),
      body: g.rules.licensed ? t('catalog|info>check>licence_needed') : t('catalog|info>check>licence_none', v),
    },
    { key: 'terms', title: t('catalog|info>check>terms_title'), body: t('catalog|info>check>terms_body') },
  ];
}

export function HiringChecklist({ guide }: { guide: CategoryInfo }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  return (
    <div>
      <ol css={[checkListStyles, itemStyles]}>
        {checklistItems(t, guide).map((item) => (
          <li key={item.key} data-testid={`check-${item.key}`}>
            <Icon name="check-circle" size={20} />
            <div>
              <h3
                css={css`
                  font-size: ${theme.font.size.md};
                  margin: 0 0 ${theme.space[1]};
                `}
              >
                {item.title}
              </h3>
              <p
                css={css`
                  margin: 0;
                  color: ${theme.color.textSecondary};
                `}
              >
                {item.body}
              </p>
            </div>
          </li>
        ))}
      </ol>
      <p
        css={css`
          margin: ${theme.space[4]} 0 0;
          font-size: ${theme.font.size.sm};
        `}
      >
        <Link to={href('price', { slug: guide.slug })}>{t('info>price_guide_link', { name: guide.name })}</Link>
      </p>
    </div>
  );
}

const itemStyles = css`
  gap: ${theme.space[4]};
`;
