/**
 * The pro's one public reply to a feedback (SPEC §3 order feedback comment; §8 840, 852, 854): a line of 1–50
 * characters, counted as the server counts them. A second reply is refused (409 shop_comment_exists) above the field.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { charCount, lineProblem, SHOP_LIMITS } from '@shared/domain/shop-rules';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/field';
import { useApiForm } from '@client/ui/use-api-form';
import { stack } from '@client/styles/layout';
import { useShopFeedbackReply } from '../api/shop-orders.mutations';

const MAX = SHOP_LIMITS.commentChars;

export function FeedbackReplyForm({ feedbackId }: { feedbackId: number }) {
  const { t } = useTranslation('shop');
  const reply = useShopFeedbackReply();
  const [text, setText] = useState('');
  const form = useApiForm({ network: t('common|errors>network'), known: ['comment'], unknownToForm: true, withFields: null });
  const left = MAX - charCount(text.trim());

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = lineProblem(text, MAX, { required: true });
    if (!form.validate(problem ? { comment: t(problem === 'empty' ? 'feedback>reply_required' : 'feedback>too_long', { max: MAX }) } : {}))
      return;
    await form.run(() => reply.mutateAsync({ feedbackId, comment: text.trim() }));
  }

  return (
    <form onSubmit={submit} noValidate css={stack(2)} aria-label={t('feedback>reply_title')}>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <TextField
        name="comment"
        label={t('feedback>reply_label', { max: MAX })}
        value={text}
        maxLength={MAX * 2}
        onChange={(e) => {
          form.clearField('comment');
          setText(e.target.value);
        }}
        hint={left >= 0 ? t('feedback>chars_left', { count: left }) : t('feedback>chars_over', { count: -left })}
        error={form.fields.comment}
      />
      <div>
        <Button type="submit" variant="secondary" loading={reply.isPending}>
          {t('feedback>reply_submit')}
        </Button>
      </div>
    </form>
  );
}
