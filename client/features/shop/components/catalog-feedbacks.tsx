/**
 * Feedback from customers who completed an order of the item: the score with how many gave it, then each feedback
 * (who, when, which plan, the stars, the text, the photos, the pro's reply), 20 a page with crawlable links.
 * `renderPhotos` shows a feedback's photos (the page passes the lightbox kit's thumbnails).
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { ShopFeedback, ShopFeedbackPage } from '@shared/schemas/shop.schema';
import { formatHkDate, isoDate } from '@shared/utils/hk-dates';
import { EmptyState } from '@client/ui/empty-state';
import { Pagination, paginationLabels } from '@client/ui/pagination';
import { Rating } from '@client/ui/rating';
import { theme } from '@client/styles/theme';
import { bareList, captionText, cardSurface, stack } from '@client/styles/layout';
import { usePageHref } from '@client/lib/page-href';

export function CatalogFeedbacks({ page, renderPhotos }: { page: ShopFeedbackPage; renderPhotos: (f: ShopFeedback) => ReactNode }) {
  const { t, i18n } = useTranslation('shop');
  const pageHref = usePageHref();
  const label = t('public>feedback>score_label', { score: page.score.toFixed(1), count: page.count });
  return (
    <section id="feedback" aria-labelledby="feedback-title" css={sectionStyles}>
      <h2 id="feedback-title" css={headingStyles}>
        {t('public>feedback>title')}
      </h2>
      {page.count === 0 ? (
        <EmptyState title={t('public>feedback>empty_title')} body={t('public>feedback>empty_body')} />
      ) : (
        <>
          <p css={scoreStyles}>
            <strong>{page.score.toFixed(1)}</strong>
            <Rating value={page.score} label={label} size="lg" hideValue />
            <span>{t('public>feedback>count', { count: page.count })}</span>
          </p>
          <ul css={[bareList, stack(3)]}>
            {page.items.map((f) => (
              <li key={f.nshop_order_feedback_id} css={cardStyles}>
                <p css={whoStyles}>
                  <strong>{f.reviewer_name}</strong>
                  <span css={captionText}>
                    <time dateTime={isoDate(f.created)}>{formatHkDate(f.created, i18n.language as Language)}</time>
                    {f.plan_name ? ` · ${f.plan_name}` : ''}
                  </span>
                </p>
                <Rating value={f.score} label={t('catalog|rating>stars', { count: f.score })} size="sm" hideValue />
                {f.feedback ? <p css={textStyles}>{f.feedback}</p> : null}
                {f.photos.length ? renderPhotos(f) : null}
                {f.comment ? (
                  <div css={replyStyles}>
                    <p css={captionText}>{t('public>feedback>reply')}</p>
                    <p css={textStyles}>{f.comment}</p>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          <Pagination
            page={page.page}
            totalPages={page.total_pages}
            hrefFor={(n) => `${pageHref(n)}#feedback`}
            labels={paginationLabels(t, 'reviews_nav')}
          />
        </>
      )}
    </section>
  );
}

const sectionStyles = css`
  margin: ${theme.space[8]} 0;
  scroll-margin-top: 80px;
`;
const headingStyles = css`
  font-size: ${theme.font.size.xl};
  margin: 0 0 ${theme.space[3]};
`;
const scoreStyles = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  margin: 0 0 ${theme.space[4]};
  strong {
    font-size: ${theme.font.size.xxxl};
    line-height: 1;
  }
  span {
    color: ${theme.color.textSecondary};
  }
`;
const cardStyles = css`
  ${cardSurface};
  padding: ${theme.space[4]};
  ${stack(2)};
`;
const whoStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space[2]};
  margin: 0;
`;
const textStyles = css`
  margin: 0;
  overflow-wrap: anywhere;
`;
const replyStyles = css`
  border-left: 3px solid ${theme.color.brand};
  background: ${theme.color.background};
  padding: ${theme.space[2]} ${theme.space[3]};
  p {
    margin: 0;
  }
`;
