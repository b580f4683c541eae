/**
 * The consumer's feedback on a completed order (SPEC §5; §8 840, 850–854): a score of 1–5, a line of at most 50
 * characters (counted as the server counts them: a CJK character is one) and up to three photos. Checked here first;
 * a refusal shows at its field (851 the score, 852 the text, 853 the photos) or above the form.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { charCount, lineProblem, SHOP_LIMITS } from '@shared/domain/shop-rules';
import type { ShopOrder } from '@shared/schemas/shop.schema';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/field';
import { RatingInput } from '@client/ui/rating-input';
import { useApiForm, type FieldErrors } from '@client/ui/use-api-form';
import { stack } from '@client/styles/layout';
import { useUploader } from '@client/lib/uploads';
import { useShopFeedback } from '../api/shop-orders.mutations';
import { FeedbackPhotos } from './feedback-photos';

const MAX = SHOP_LIMITS.feedbackChars;

export function FeedbackForm({ order }: { order: Pick<ShopOrder, 'id' | 'item'> }) {
  const { t } = useTranslation('shop');
  const send = useShopFeedback();
  const photos = useUploader({ allowPdf: false, max: SHOP_LIMITS.feedbackPhotos });
  const [score, setScore] = useState<number | null>(null);
  const [text, setText] = useState('');
  const form = useApiForm({
    network: t('common|errors>network'),
    known: ['score', 'feedback', 'attachments'],
    unknownToForm: true,
    withFields: null,
  });
  const left = MAX - charCount(text.trim());

  function check(): FieldErrors {
    const errors: FieldErrors = {};
    if (!score) errors.score = t('feedback>score_required');
    if (lineProblem(text, MAX)) errors.feedback = t('feedback>too_long', { max: MAX });
    return errors;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.validate(check()) || !score) return;
    await form.run(() =>
      send.mutateAsync({
        shop_order_id: order.id,
        shop_item_id: order.item.id,
        score,
        feedback: text.trim(),
        attachments: photos.items.map((p) => p.id),
      }),
    );
  }

  return (
    <form onSubmit={submit} noValidate css={stack(4)} aria-label={t('feedback>title')}>
      <p>{t('feedback>intro', { item: order.item.name })}</p>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <RatingInput
        legend={t('feedback>score')}
        name="score"
        value={score}
        onChange={(v) => {
          form.clearField('score');
          setScore(v);
        }}
        required
        error={form.fields.score}
        optionLabels={[1, 2, 3, 4, 5].map((n) => t(`feedback>score_${n}`)) as [string, string, string, string, string]}
      />
      <TextField
        name="feedback"
        label={t('feedback>text', { max: MAX })}
        value={text}
        // A bound well above the limit only stops a runaway paste; the character count decides.
        maxLength={MAX * 2}
        onChange={(e) => {
          form.clearField('feedback');
          setText(e.target.value);
        }}
        hint={left >= 0 ? t('feedback>chars_left', { count: left }) : t('feedback>chars_over', { count: -left })}
        error={form.fields.feedback}
      />
      <FeedbackPhotos uploader={photos} error={form.fields.attachments} />
      <div>
        <Button type="submit" loading={send.isPending} disabled={photos.pending > 0}>
          {t('feedback>submit')}
        </Button>
      </div>
    </form>
  );
}
