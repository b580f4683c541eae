/** One review: stars, who wrote it and when, the category, the text, tags and the pro's reply. */
import { css } from '@emotion/react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { ReviewItem } from '@shared/schemas/reviews.schema';
import type { Language } from '@shared/i18n/i18n-config';
import { formatHkDate, isoDate } from '@shared/utils/hk-dates';
import { Avatar } from '@client/ui/avatar';
import { theme } from '@client/styles/theme';
import { captionText, cardSurface, cluster, grow } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';

const STAR = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z';
const KNOWN_TAGS = ['punctual', 'professional', 'good_value', 'tidy', 'friendly', 'responsive', 'quality_work', 'patient', 'clear_pricing'];

export function ReviewCard({
  review,
  showService = false,
  extra,
}: {
  review: ReviewItem;
  showService?: boolean;
  /** Shown under the text and tags (the page passes the review's photos). */
  extra?: ReactNode;
}) {
  const { t, i18n } = useTranslation('catalog');
  const href = useHref();
  const tags = review.tags.filter((tag) => KNOWN_TAGS.includes(tag));
  return (
    <article css={cardStyles}>
      <header
        css={css`
          display: flex;
          gap: ${theme.space[3]};
          align-items: center;
        `}
      >
        <Avatar name={review.reviewer_name} size="md" />
        <div css={grow}>
          <p
            css={css`
              margin: 0;
              font-weight: ${theme.font.weight.bold};
            `}
          >
            {review.reviewer_name}
          </p>
          <p
            css={css`
              margin: 0;
              ${captionText};
            `}
          >
            <time dateTime={isoDate(review.created)}>{formatHkDate(review.created, i18n.language as Language)}</time>
            {review.category ? ` · ${review.category.name}` : ''}
          </p>
        </div>
        <span
          role="img"
          aria-label={t('rating>stars', { count: review.score })}
          css={starsStyles}
          // The filled part for the score (whole stars, 1–5): one CSS rule for every review on the page.
          style={{ '--fill': `${review.score * 20}%` } as CSSProperties}
        />
      </header>
      {showService ? (
        <p
          css={css`
            margin: ${theme.space[3]} 0 0;
            font-size: ${theme.font.size.sm};
          `}
        >
          {t('reviews>for')}{' '}
          <Link to={href('serviceSlug', { serviceId: review.service.quote_service_id, slug: review.service.slug })}>
            {review.service.business_name}
          </Link>
        </p>
      ) : null}
      {review.note ? (
        <p
          css={css`
            margin: ${theme.space[2]} 0 0;
          `}
        >
          {review.note}
        </p>
      ) : null}
      {tags.length ? (
        <ul
          css={css`
            list-style: none;
            margin: ${theme.space[2]} 0 0;
            padding: 0;
            ${cluster(1)};
          `}
        >
          {tags.map((tag) => (
            <li key={tag} css={tagStyles}>
              {t(`review_tag>${tag}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {extra}
      {review.reply ? (
        <div css={replyStyles}>
          <p
            css={css`
              margin: 0;
              font-size: ${theme.font.size.xs};
              font-weight: ${theme.font.weight.bold};
            `}
          >
            {t('reviews>reply_from', { name: review.service.business_name })}
          </p>
          <p
            css={css`
              margin: 0;
              font-size: ${theme.font.size.sm};
            `}
          >
            {review.reply}
          </p>
        </div>
      ) : null}
    </article>
  );
}

const cardStyles = css`
  ${cardSurface};
  padding: ${theme.space[4]};
  height: 100%;
`;
/** One star of the bar as a CSS image: five in one element instead of five SVG paths per review (~650 bytes each). */
const starTile = (fill: string, stroke: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 22 20'><path d='${STAR}' fill='${fill}' stroke='${stroke}' stroke-width='1'/></svg>`,
  )}") 0 0 / 17.6px 16px repeat-x`;
const starsStyles = css`
  flex-shrink: 0;
  position: relative;
  display: inline-block;
  width: 88px;
  height: 16px;
  background: ${starTile(theme.color.starEmpty, theme.color.starEmpty)};
  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: var(--fill);
    background: ${starTile(theme.color.star, theme.color.starStroke)};
  }
`;
const tagStyles = css`
  font-size: ${theme.font.size.xs};
  padding: 2px ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.neutralSoft};
  color: ${theme.color.neutralText};
`;
const replyStyles = css`
  margin-top: ${theme.space[3]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-left: 3px solid ${theme.color.brand};
  background: ${theme.color.background};
  border-radius: 0 ${theme.radius.control} ${theme.radius.control} 0;
`;
