/**
 * A feedback on an order as both sides see it: the score, who left it and when, the words, the photos (drawn by the
 * page) and the pro's public reply; the pro may reply once, in a line of at most 50 characters.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSide } from '@shared/domain/shop';
import type { Language } from '@shared/i18n/i18n-config';
import type { ShopFeedback } from '@shared/schemas/shop.schema';
import { formatHkDate } from '@shared/utils/hk-dates';
import { Rating } from '@client/ui/rating';
import { theme } from '@client/styles/theme';
import { secondarySmall, stack } from '@client/styles/layout';
import { FeedbackReplyForm } from './feedback-reply-form';

export interface FeedbackCardProps {
  feedback: ShopFeedback;
  role: OrderSide;
  /** The pro's name, over the reply. */
  proName: string;
  /** The feedback's photos (the page draws them with the gallery's thumbnails and lightbox). */
  photos?: ReactNode;
}

export function FeedbackCard({ feedback, role, proName, photos }: FeedbackCardProps) {
  const { t, i18n } = useTranslation('shop');
  const lng = i18n.language as Language;
  return (
    <article css={stack(2)} data-testid="order-feedback">
      <Rating value={feedback.score} label={t('feedback>stars', { count: feedback.score })} hideValue size="lg" />
      <p css={secondarySmall}>
        {t('feedback>by', { name: feedback.reviewer_name, date: formatHkDate(feedback.created, lng), plan: feedback.plan_name })}
      </p>
      {feedback.feedback ? <p css={textStyles}>{feedback.feedback}</p> : null}
      {photos}
      {feedback.comment ? (
        <div css={replyStyles}>
          <p css={replyByStyles}>{t('feedback>reply_from', { name: proName })}</p>
          <p>{feedback.comment}</p>
        </div>
      ) : role === 'pro' ? (
        <FeedbackReplyForm feedbackId={feedback.nshop_order_feedback_id} />
      ) : null}
    </article>
  );
}

const textStyles = css`
  margin: 0;
  font-size: ${theme.font.size.md};
`;

const replyStyles = css`
  padding: ${theme.space[2]} ${theme.space[3]};
  border-left: 3px solid ${theme.color.brand};
  background: ${theme.color.background};
  p {
    margin: 0;
  }
`;

const replyByStyles = css`
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
`;
