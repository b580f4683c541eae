/**
 * The hashed-link review form (SPEC §2 review/service/{service_id}/{hash}): a customer rates a pro without
 * logging in. Errors are shown at the field; after sending, a thank-you with the updated rating.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { ReviewLink } from '@shared/schemas/reviews.schema';
import { TextField } from '@client/ui/field';
import { TextArea } from '@client/ui/textarea';
import { Select } from '@client/ui/select';
import { RatingInput } from '@client/ui/rating-input';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { useApiForm } from '@client/ui/use-api-form';
import { theme } from '@client/styles/theme';
import { captionText } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useSubmitLinkReview } from '../api/reviews.mutations';

const NOTE_MAX = 2000;

export function LinkReviewForm({ link, hash }: { link: ReviewLink; hash: string }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const submit = useSubmitLinkReview(link.quote_service_id, hash);
  const [score, setScore] = useState<number | null>(null);
  const { fields, formError, validate, run } = useApiForm({ network: t('common|errors>network') });
  const [done, setDone] = useState<{ rating: number; review_count: number } | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = {
      score: score ?? 0,
      reviewer_name: String(form.get('reviewer_name') ?? '').trim(),
      note: String(form.get('note') ?? ''),
      quote_category_id: form.get('quote_category_id') ? Number(form.get('quote_category_id')) : undefined,
    };
    const missing: Record<string, string> = {};
    if (!score) missing.score = t('common|errors>review_score_required');
    if (!body.reviewer_name) missing.reviewer_name = t('common|errors>required');
    if (body.note.trim().length < 10) missing.note = t('common|errors>review_note_too_short');
    if (!validate(missing)) return;
    const res = await run(() => submit.mutateAsync(body));
    if (res.ok) setDone(res.data);
  }

  const profileHref = href('serviceSlug', { serviceId: link.quote_service_id, slug: link.slug });
  if (done) {
    return (
      <div
        role="status"
        css={css`
          text-align: center;
          padding: ${theme.space[6]} 0;
        `}
      >
        <h2>{t('review_form>thanks_title')}</h2>
        <p>{t('review_form>thanks_body', { name: link.business_name, rating: done.rating.toFixed(1), count: done.review_count })}</p>
        <Link to={profileHref}>{t('review_form>see_profile', { name: link.business_name })}</Link>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <RatingInput
        legend={t('review_form>score')}
        name="score"
        value={score}
        onChange={setScore}
        required
        error={fields.score}
        optionLabels={[
          t('review_form>score_1'),
          t('review_form>score_2'),
          t('review_form>score_3'),
          t('review_form>score_4'),
          t('review_form>score_5'),
        ]}
      />
      {link.categories.length > 1 ? (
        <Select
          name="quote_category_id"
          label={t('review_form>category')}
          placeholder={t('review_form>category_any')}
          options={link.categories.map((c) => ({ value: String(c.id), label: c.name }))}
        />
      ) : link.categories[0] ? (
        <input type="hidden" name="quote_category_id" value={link.categories[0].id} />
      ) : null}
      <TextArea
        name="note"
        label={t('review_form>note')}
        hint={t('review_form>note_hint')}
        maxLength={NOTE_MAX}
        rows={5}
        required
        error={fields.note}
        counter={(n, max) => t('review_form>chars_left', { count: (max ?? NOTE_MAX) - n })}
      />
      <TextField
        name="reviewer_name"
        label={t('review_form>name')}
        hint={t('review_form>name_hint')}
        maxLength={40}
        autoComplete="name"
        required
        error={fields.reviewer_name}
      />
      <Button type="submit" size="lg" block loading={submit.isPending}>
        {t('review_form>submit')}
      </Button>
      <p
        css={css`
          ${captionText};
          margin-top: ${theme.space[3]};
        `}
      >
        {t('review_form>policy')}
      </p>
    </form>
  );
}
