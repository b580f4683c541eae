/**
 * Step 5 Reviews: the customers' reviews of this service, 20 a page, each with the pro's public reply (write,
 * change, or empty to remove); then how to get more reviews (editor-review-links.tsx).
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import type { Language } from '@shared/i18n/i18n-config';
import { formatHkDate } from '@shared/utils/hk-dates';
import { Rating } from '@client/ui/rating';
import { Button } from '@client/ui/button';
import { TextArea } from '@client/ui/textarea';
import { EmptyState } from '@client/ui/empty-state';
import { SkeletonText } from '@client/ui/skeleton';
import { useToast } from '@client/ui/toast';
import { theme } from '@client/styles/theme';
import { bareList, stack } from '@client/styles/layout';
import { fieldOrMessageOf } from '@client/ui/server-error';
import { useOwnerReviews, useServiceMutation } from '../api/service-editor.queries';
import { introStyles, titleStyles } from './editor-form';
import { EditorReviewLinks } from './editor-review-links';

type OwnerReview = NonNullable<ReturnType<typeof useOwnerReviews>['data']>['items'][number];

export function EditorReviews({ service }: { service: EditableService }) {
  const { t } = useTranslation('workspace');
  const [page, setPage] = useState(1);
  const { data, isPending } = useOwnerReviews(service.quote_service_id, page);
  return (
    <section aria-labelledby="editor-reviews-title">
      <h2 id="editor-reviews-title" css={titleStyles}>
        {t('steps>Reviews>title')}
      </h2>
      <p css={introStyles}>{t('steps>Reviews>intro', { count: service.review_count })}</p>
      {isPending ? <SkeletonText lines={6} /> : null}
      {data && data.total === 0 ? <EmptyState title={t('reviews>empty_title')} body={t('reviews>empty_body')} /> : null}
      <ul css={list}>
        {data?.items.map((r) => (
          <ReviewItem key={r.id} review={r} serviceId={service.quote_service_id} />
        ))}
      </ul>
      {data && data.total_pages > 1 ? (
        <nav aria-label={t('reviews>pages')} css={pager}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('reviews>prev')}
          </Button>
          <span>{t('reviews>page_of', { page, total: data.total_pages })}</span>
          <Button variant="secondary" size="sm" disabled={page >= data.total_pages} onClick={() => setPage(page + 1)}>
            {t('reviews>next')}
          </Button>
        </nav>
      ) : null}
      <EditorReviewLinks service={service} />
    </section>
  );
}

/** One review with the pro's reply and its editor (also the pro's review list across services, dashboard/reviews). */
export function ReviewItem({ review, serviceId }: { review: OwnerReview; serviceId: number }) {
  const { t, i18n } = useTranslation('workspace');
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(review.comment);
  const [error, setError] = useState<string | undefined>();
  const reply = useServiceMutation('replyReview');
  const lng = i18n.language as Language;

  async function save() {
    setError(undefined);
    try {
      await reply.mutateAsync({ params: { id: serviceId, reviewId: review.id }, body: { comment: text.trim() } });
      setEditing(false);
      toast.show(text.trim() ? t('reviews>reply_saved') : t('reviews>reply_removed'), { tone: 'success' });
    } catch (err) {
      setError(fieldOrMessageOf(err, t('common|errors>network'), 'comment'));
    }
  }

  return (
    <li css={card}>
      <div css={head}>
        <strong>{review.reviewer_name}</strong>
        <span css={muted}>{formatHkDate(review.created, lng)}</span>
      </div>
      <Rating value={review.score} label={t('reviews>score_label', { score: review.score })} size="sm" />
      {review.category ? <p css={muted}>{review.category}</p> : null}
      <p css={note}>{review.note}</p>
      {editing ? (
        <>
          <TextArea
            label={t('reviews>reply_label')}
            hint={t('reviews>reply_hint')}
            value={text}
            maxLength={1000}
            rows={3}
            counter={(n, max) => t('form>chars', { count: n, max })}
            onChange={(e) => setText(e.target.value)}
            error={error}
          />
          <div css={actions}>
            <Button
              variant="ghost"
              onClick={() => {
                setEditing(false);
                setText(review.comment);
                setError(undefined);
              }}
            >
              {t('form>cancel')}
            </Button>
            <Button loading={reply.isPending} onClick={() => void save()}>
              {t('reviews>reply_save')}
            </Button>
          </div>
        </>
      ) : (
        <>
          {review.comment ? (
            <blockquote css={replyBox}>
              <span css={muted}>
                {t('reviews>your_reply')}
                {review.replied_on ? ` · ${formatHkDate(review.replied_on, lng)}` : ''}
              </span>
              <p css={note}>{review.comment}</p>
            </blockquote>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {review.comment ? t('reviews>reply_edit') : t('reviews>reply_write')}
          </Button>
        </>
      )}
    </li>
  );
}

const list = [bareList, stack(3)];

const card = css`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.control};
  padding: ${theme.space[3]};
`;

const head = css`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
`;

const muted = css`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
  margin: 0;
`;

const note = css`
  margin: ${theme.space[2]} 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const replyBox = css`
  margin: 0 0 ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-left: 3px solid ${theme.color.brand};
  background: ${theme.color.brandSoft};
  border-radius: 0 ${theme.radius.control} ${theme.radius.control} 0;
`;

const actions = css`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;

const pager = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  margin: ${theme.space[4]} 0;
`;
