/** After the work is done, the consumer who hired reviews the pro (SPEC §3 feedback: score, note, satisfied, tags, photos). */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BidView } from '@shared/schemas/bids.schema';
import { RatingInput } from '@client/ui/rating-input';
import { TextArea } from '@client/ui/textarea';
import { RadioGroup } from '@client/ui/radio-group';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { theme } from '@client/styles/theme';
import { useApiForm, type FormErrors } from '@client/ui/use-api-form';
import { useUploader } from '@client/lib/uploads';
import { useBidAction } from '../api/bids.mutations';
import { UploadButton } from './upload-button';
import { AttachmentList } from './attachment-list';
import { FormHeading } from './form-heading';

/** Tag keys shared with the public review cards (client/features/reviews), which translate them. */
export const REVIEW_TAGS = [
  'punctual',
  'professional',
  'quality_work',
  'good_value',
  'clear_pricing',
  'tidy',
  'friendly',
  'responsive',
] as const;

export function ReviewForm({ bid, proName, onDone }: { bid: BidView; proName: string; onDone: () => void }) {
  const { t } = useTranslation('quotes');
  const review = useBidAction({ handlesErrors: true });
  const photos = useUploader({ allowPdf: false });
  const [score, setScore] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [satisfied, setSatisfied] = useState('1');
  const [tags, setTags] = useState<string[]>([]);
  // A zero score (rating_is_zero) shows at the stars; any other refusal above the form.
  const form = useApiForm({
    network: t('requests|form>network'),
    map: (err): FormErrors =>
      err.code === 'rating_is_zero' || err.fields.score
        ? { fields: { score: err.fields.score ?? err.message }, form: null }
        : { fields: {}, form: err.message },
  });
  const { fields: errors, formError, validate, run } = form;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!score) {
      validate({ score: t('review>score_required') });
      return;
    }
    const reviewed = await run(() =>
      review.mutateAsync({
        id: bid.quote_bid_id,
        action: 'reviews',
        body: { score, note: note.trim(), is_satisfied: satisfied === '1', tags, photos: photos.items.map((p) => p.id) },
      }),
    );
    if (reviewed.ok) onDone();
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="review-title">
      <FormHeading id="review-title" title={t('review>title', { name: proName })} help={t('review>help')} />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <RatingInput
        legend={t('review>score')}
        name="score"
        value={score}
        onChange={setScore}
        required
        error={errors.score}
        optionLabels={[1, 2, 3, 4, 5].map((n) => t(`review>score_${n}`)) as [string, string, string, string, string]}
      />
      <RadioGroup
        legend={t('review>satisfied')}
        name="is_satisfied"
        value={satisfied}
        onChange={setSatisfied}
        columns={2}
        variant="card"
        options={[
          { value: '1', label: t('review>satisfied_yes') },
          { value: '0', label: t('review>satisfied_no') },
        ]}
      />
      <fieldset
        css={css`
          border: 0;
          padding: 0;
          margin: 0 0 ${theme.space[4]};
        `}
      >
        <legend
          css={css`
            padding: 0;
            font-weight: ${theme.font.weight.bold};
            font-size: ${theme.font.size.sm};
            margin-bottom: ${theme.space[2]};
          `}
        >
          {t('review>tags')}
        </legend>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: ${theme.space[2]};
          `}
        >
          {REVIEW_TAGS.map((k) => {
            const on = tags.includes(k);
            return (
              <Button
                key={k}
                size="sm"
                variant={on ? 'primary' : 'secondary'}
                aria-pressed={on}
                onClick={() => setTags(on ? tags.filter((x) => x !== k) : [...tags, k])}
              >
                {t(`review>tag_${k}`)}
              </Button>
            );
          })}
        </div>
      </fieldset>
      <TextArea
        label={t('review>note')}
        hint={t('review>note_hint')}
        rows={4}
        maxLength={2000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <UploadButton uploader={photos} label={t('common|upload>add_photos')} allowPdf={false} />
      <AttachmentList items={photos.items} onRemove={photos.remove} />
      <Button type="submit" block size="lg" loading={review.isPending} disabled={photos.pending > 0}>
        {t('review>submit')}
      </Button>
    </form>
  );
}
