/** Reviews of a category that mention price, newest first, with the price words marked and a link to the pro. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { PRICE_WORD_PATTERN } from '@shared/domain/price-guide';
import type { Language } from '@shared/i18n/i18n-config';
import type { PriceReview } from '@shared/schemas/price-guide.schema';
import { formatHkDate, isoDate } from '@shared/utils/hk-dates';
import { Rating } from '@client/ui/rating';
import { theme } from '@client/styles/theme';
import { bareList, captionText, cardSurface, columnsFrom } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { noteStyles } from './price-guide.styles';

// The English alternatives match with the neighbouring character; the mark keeps only the word itself.
const EDGE = /^[^\p{L}$]+|[^\p{L}$]+$/gu;

/** The note with each price word in a <mark>. */
function markPriceWords(note: string): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const m of note.matchAll(new RegExp(PRICE_WORD_PATTERN, 'giu'))) {
    const word = m[0].replace(EDGE, '');
    if (!word) continue;
    const start = (m.index ?? 0) + m[0].indexOf(word);
    if (start < at) continue;
    out.push(note.slice(at, start), <mark key={start}>{word}</mark>);
    at = start + word.length;
  }
  out.push(note.slice(at));
  return out;
}

export function PriceReviews({ reviews, categoryName }: { reviews: PriceReview[]; categoryName: string }) {
  const { t, i18n } = useTranslation('catalog');
  const href = useHref();
  if (!reviews.length) return <p css={noteStyles}>{t('price_guide>reviews>none', { name: categoryName })}</p>;
  return (
    <ul css={listStyles}>
      {reviews.map((r) => (
        <li key={r.id}>
          <figure css={cardStyles}>
            <Rating value={r.score} label={t('price_guide>reviews>score', { score: r.score })} size="sm" hideValue />
            <blockquote>{markPriceWords(r.note)}</blockquote>
            <figcaption>
              {r.reviewer_name} · <time dateTime={isoDate(r.created)}>{formatHkDate(r.created, i18n.language as Language)}</time> ·{' '}
              <Link to={href('serviceSlug', { serviceId: r.service.quote_service_id, slug: r.service.slug })}>
                {r.service.business_name}
              </Link>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

const listStyles = css([bareList, columnsFrom(3, 2)]);

const cardStyles = css`
  margin: 0;
  height: 100%;
  ${cardSurface};
  padding: ${theme.space[4]};
  blockquote {
    margin: ${theme.space[2]} 0;
  }
  mark {
    background: ${theme.color.accentSoft};
    color: inherit;
    padding: 0 2px;
    border-radius: 2px;
  }
  figcaption {
    ${captionText};
  }
`;
