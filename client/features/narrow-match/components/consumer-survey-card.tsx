/**
 * The budget survey (SPEC §7 add_consumer_survey: total_pay in whole HKD, unit, comment) on the
 * consumer's quote page once the pro is hired. Answering again replaces the answer; what was typed stays on errors.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SURVEY_UNITS } from '@shared/schemas/narrow-match.schema';
import { Card } from '@client/ui/card';
import { TextField } from '@client/ui/field';
import { Select } from '@client/ui/select';
import { TextArea } from '@client/ui/textarea';
import { Button } from '@client/ui/button';
import { useToast } from '@client/ui/toast';
import { useApiForm } from '@client/ui/use-api-form';
import { useBidExtras, useConsumerSurvey } from '../api/narrow-match.api';

export function ConsumerSurveyCard({ bidId }: { bidId: number }) {
  const { t } = useTranslation('dashboard');
  const toast = useToast();
  const { data } = useBidExtras(bidId);
  const save = useConsumerSurvey();
  const [form, setForm] = useState<{ total_pay: string; unit: string; comment: string } | null>(null);
  // The server's field messages are replaced by the survey's own wording (amount, or any other field).
  const { fields, formError, validate, run } = useApiForm({
    network: t('survey>network'),
    map: (err) =>
      Object.keys(err.fields).length
        ? {
            fields: Object.fromEntries(
              Object.keys(err.fields).map((k) => [k, t(`survey>invalid_${k === 'total_pay' ? 'amount' : 'field'}`)]),
            ),
            form: null,
          }
        : undefined,
  });
  if (!data?.can_survey) return null;
  const v = form ?? {
    total_pay: data.survey ? String(data.survey.total_pay) : '',
    unit: data.survey?.unit ?? 'job',
    comment: data.survey?.comment ?? '',
  };
  const set = (patch: Partial<typeof v>) => setForm({ ...v, ...patch });

  async function submit() {
    if (!validate(/^\d+$/.test(v.total_pay.trim()) ? {} : { total_pay: t('survey>invalid_amount') })) return;
    const saved = await run(() =>
      save.mutateAsync({
        quote_bid_id: bidId,
        total_pay: Number(v.total_pay),
        unit: v.unit as (typeof SURVEY_UNITS)[number],
        comment: v.comment,
      }),
    );
    if (!saved.ok) return;
    setForm(null);
    toast.show(t('survey>saved'), { tone: 'success' });
  }

  return (
    <Card>
      <h2 style={{ fontSize: 18, margin: '0 0 4px' }}>{t('survey>title')}</h2>
      <p style={{ margin: '0 0 16px' }}>{data.survey ? t('survey>thanks') : t('survey>intro')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('survey>total_pay')}
          inputMode="numeric"
          value={v.total_pay}
          error={fields.total_pay}
          onChange={(e) => set({ total_pay: e.target.value })}
        />
        <Select
          label={t('survey>unit')}
          value={v.unit}
          options={SURVEY_UNITS.map((u) => ({ value: u, label: t(`survey>unit_${u}`) }))}
          onChange={(e) => set({ unit: e.target.value })}
        />
        <TextArea
          label={t('survey>comment')}
          value={v.comment}
          maxLength={1000}
          rows={3}
          error={fields.comment ?? formError ?? undefined}
          onChange={(e) => set({ comment: e.target.value })}
        />
        <Button type="submit" loading={save.isPending}>
          {data.survey ? t('survey>update') : t('survey>submit')}
        </Button>
      </form>
    </Card>
  );
}
