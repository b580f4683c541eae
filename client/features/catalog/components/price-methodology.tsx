/**
 * How the cost guides are computed (price/methodology): sources, quote types, percentiles, thresholds, rounding,
 * trend, reviews and pros, freshness, limits and how to cite. Numbers come from the constants the guides use.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { MIN_PRICE_SAMPLES, roundGuidePrice } from '@shared/domain/catalog';
import { PRICE_BEST_RATED_MIN_REVIEWS, PRICE_CHEAPEST_MIN_QUOTES, PRICE_TREND_MONTHS } from '@shared/domain/price-guide';
import { SERVER_CACHE_TTL_S } from '@shared/domain/limits';
import { formatHkd } from '@shared/utils/format';
import { buildPath } from '@shared/routes/route-paths';
import type { Language } from '@shared/i18n/i18n-config';
import { useEnv } from '@client/lib/env';
import { Section } from '@client/ui/section';
import { theme } from '@client/styles/theme';

const SECTIONS = ['sources', 'types', 'percentiles', 'thresholds', 'rounding', 'table', 'trend', 'reviews', 'freshness', 'limits', 'cite'];
const ROUNDING_EXAMPLES = [87, 1234, 2374];

export function PriceMethodology() {
  const { t, i18n } = useTranslation('catalog');
  const exampleUrl = useEnv().PUBLIC_URL.replace(/\/$/, '') + buildPath('price', { slug: 'plumbing' }, i18n.language as Language);
  const values = {
    min: MIN_PRICE_SAMPLES,
    months: PRICE_TREND_MONTHS,
    reviews: PRICE_BEST_RATED_MIN_REVIEWS,
    quotes: PRICE_CHEAPEST_MIN_QUOTES,
    minutes: SERVER_CACHE_TTL_S / 60,
    total_minutes: (2 * SERVER_CACHE_TTL_S) / 60,
  };
  return (
    <div css={bodyStyles}>
      {SECTIONS.map((s) => (
        <Section key={s} title={t(`price_methodology>${s}>title`)}>
          <p>{t(`price_methodology>${s}>body`, values)}</p>
          {s === 'rounding' ? (
            <ul>
              {ROUNDING_EXAMPLES.map((v) => (
                <li key={v}>{t('price_methodology>rounding>example', { raw: formatHkd(v), shown: formatHkd(roundGuidePrice(v)) })}</li>
              ))}
            </ul>
          ) : null}
          {s === 'cite' ? <p css={exampleStyles}>{t('price_methodology>cite>example', { url: exampleUrl })}</p> : null}
        </Section>
      ))}
    </div>
  );
}

const bodyStyles = css`
  max-width: 760px;
  p,
  li {
    line-height: ${theme.font.lineHeight.body};
  }
`;

const exampleStyles = css`
  font-size: ${theme.font.size.sm};
  background: ${theme.color.neutralSoft};
  border-radius: ${theme.radius.control};
  padding: ${theme.space[3]};
  overflow-wrap: anywhere;
`;
