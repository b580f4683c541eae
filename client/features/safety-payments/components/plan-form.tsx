/**
 * The pro's safety payment plan for a bid: what it pays for (the job, or an inspection fee), how (all at once, a
 * deposit and the balance, or 2 to MAX_MILESTONES milestones), the price and the parts. The plan is checked as it is
 * typed with the rules the server applies (planProblem, inspectionFeeProblem) and the server's field errors show under
 * their fields.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  commissionOf,
  inspectionFeeProblem,
  MAX_MILESTONES,
  planProblem,
  priceAfterInspection,
  SAFETY_KINDS,
  SAFETY_PART_RANGE,
  SAFETY_PLANS,
  type SafetyKind,
  type SafetyPlan,
} from '@shared/domain/safety-payments';
import type { SafetyBid, SafetyPayment } from '@shared/schemas/safety-payments.schema';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { errorStyles, TextField } from '@client/ui/field';
import { RadioGroup } from '@client/ui/radio-group';
import { useApiForm } from '@client/ui/use-api-form';
import { theme } from '@client/styles/theme';
import { cluster, row, stack } from '@client/styles/layout';
import { useAddSafetyPayment } from '../api/safety-payments.mutations';

const FIELDS = ['kind', 'plan', 'price', 'parts'] as const;

/** Whole dollars typed with or without thousands separators; NaN for anything else (planProblem says why). */
const amountOf = (s: string) => (s.trim() === '' ? NaN : Number(s.replace(/[,\s]/g, '')));

/**
 * An inspection fee paid into safety on this bid (every part held or released): what the server takes off a job's
 * price. The same reading as the server's (server/modules/safety-payments paidInspection).
 */
function paidInspectionFee(payments: readonly SafetyPayment[]): number {
  const inspection = payments.find((p) => p.kind === 'inspection');
  if (!inspection?.parts.length) return 0;
  return inspection.parts.every((p) => p.status === 'held' || p.status === 'released') ? inspection.price : 0;
}

function partCountFor(plan: SafetyPlan, current: number): number {
  if (plan === 'full') return 1;
  if (plan === 'deposit') return 2;
  return Math.min(MAX_MILESTONES, Math.max(2, current));
}

export interface PlanFormProps {
  bid: SafetyBid;
  /** The unpaid payment being changed, or null for a new plan. */
  current: SafetyPayment | null;
  onDone: () => void;
  onCancel?: () => void;
}

export function PlanForm({ bid, current, onDone, onCancel }: PlanFormProps) {
  const { t } = useTranslation('dashboard');
  const add = useAddSafetyPayment(bid.bid.id);
  const form = useApiForm({ network: t('common|errors>network'), known: FIELDS, withFields: null });
  const [kind, setKind] = useState<SafetyKind>(
    current?.kind ?? (bid.bid.quoted_price === null && bid.bid.inspection_fee ? 'inspection' : 'job'),
  );
  const [plan, setPlan] = useState<SafetyPlan>(current?.plan ?? 'full');
  const [price, setPrice] = useState(
    String(
      (current ? current.price + current.inspection_deducted : kind === 'inspection' ? bid.bid.inspection_fee : bid.bid.quoted_price) ?? '',
    ),
  );
  const [parts, setParts] = useState<string[]>(current ? current.parts.map((p) => String(p.amount)) : ['', '']);
  const [tried, setTried] = useState(false);

  const effectivePlan: SafetyPlan = kind === 'inspection' ? 'full' : plan;
  const priceValue = amountOf(price);
  // The server takes an inspection fee already paid into safety off the job's price: the parts pay what is left.
  const deducted = kind === 'job' ? (current?.inspection_deducted ?? paidInspectionFee(bid.payments)) : 0;
  const payable = deducted ? priceAfterInspection(priceValue, deducted) : priceValue;
  const amounts = effectivePlan === 'full' ? [payable] : parts.slice(0, partCountFor(effectivePlan, parts.length)).map(amountOf);
  // The same rules and messages as the server's (common errors safety_inspection_*, safety_plan_*).
  const feeProblem = kind === 'inspection' ? inspectionFeeProblem(priceValue) : null;
  const planProblemKey = feeProblem ? null : planProblem(effectivePlan, payable, amounts);
  const problem = feeProblem
    ? t(`common|errors>safety_inspection_${feeProblem}`)
    : planProblemKey
      ? t(`common|errors>safety_plan_${planProblemKey}`)
      : null;
  // The live check speaks once the pro has typed a price and every part (or tried to send).
  const partsTyped = effectivePlan === 'full' || parts.every((p) => p.trim() !== '');
  const showProblem = problem !== null && (tried || (price.trim() !== '' && partsTyped));
  const commission = Number.isSafeInteger(payable) && payable > 0 ? commissionOf(payable, bid.commission_percent) : null;
  const sum = amounts.reduce((s, a) => s + (Number.isFinite(a) ? a : 0), 0);

  const choosePlan = (p: SafetyPlan) => {
    form.clearField('plan');
    setPlan(p);
    setParts((cur) => {
      const n = partCountFor(p, cur.length);
      return Array.from({ length: n }, (_, i) => cur[i] ?? '');
    });
  };
  const setPart = (i: number, v: string) => {
    form.clearField('parts');
    setParts((cur) => cur.map((p, j) => (j === i ? v : p)));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (problem) return;
    const res = await form.run(() =>
      add.mutateAsync({ kind, plan: effectivePlan, price: priceValue, parts: amounts.map((a) => Math.trunc(a)) }),
    );
    if (res.ok) onDone();
  }

  const partLabel = (i: number) =>
    effectivePlan === 'deposit'
      ? t(`safety_payments>plan>${i === 0 ? 'deposit' : 'balance'}`)
      : t('safety_payments>plan>milestone_n', { n: i + 1 });

  return (
    <form onSubmit={onSubmit} noValidate css={stack(4)} aria-labelledby="safety-plan-title">
      <h2 id="safety-plan-title" css={titleStyles}>
        {t(current ? 'safety_payments>plan>title_change' : 'safety_payments>plan>title')}
      </h2>
      <p css={introStyles}>{t('safety_payments>plan>intro')}</p>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <RadioGroup
        legend={t('safety_payments>plan>kind_legend')}
        name="kind"
        value={kind}
        onChange={(v) => {
          form.clearField('kind');
          setKind(v as SafetyKind);
        }}
        options={SAFETY_KINDS.map((k) => ({
          value: k,
          label: t(`safety_payments>kind>${k}`),
          description: t(`safety_payments>plan>kind_${k}_help`),
        }))}
        error={form.fields.kind}
      />
      {kind === 'job' ? (
        <RadioGroup
          legend={t('safety_payments>plan>plan_legend')}
          name="plan"
          value={plan}
          onChange={(v) => choosePlan(v as SafetyPlan)}
          options={SAFETY_PLANS.map((p) => ({
            value: p,
            label: t(`safety_payments>plan_type>${p}`),
            description: t(`safety_payments>plan>plan_${p}_help`, { max: MAX_MILESTONES }),
          }))}
          error={form.fields.plan}
        />
      ) : null}
      <TextField
        name="price"
        label={t(kind === 'inspection' ? 'safety_payments>plan>fee' : 'safety_payments>plan>price')}
        inputMode="numeric"
        autoComplete="off"
        value={price}
        onChange={(e) => {
          form.clearField('price');
          setPrice(e.target.value);
        }}
        hint={commission === null ? t('safety_payments>plan>price_hint') : undefined}
        error={form.fields.price}
      />
      {commission !== null ? (
        <p css={noteStyles} data-testid="plan-commission">
          {t('safety_payments>plan>commission_preview', {
            percent: bid.commission_percent,
            commission: formatHkd(commission),
            receives: formatHkd(payable - commission),
          })}
        </p>
      ) : null}
      {deducted > 0 && Number.isSafeInteger(priceValue) ? (
        <p css={noteStyles}>
          {t('safety_payments>plan>inspection_deducted', { fee: formatHkd(deducted), payable: formatHkd(Math.max(0, payable)) })}
        </p>
      ) : null}
      {effectivePlan !== 'full' ? (
        <fieldset css={fieldsetStyles}>
          <legend css={legendStyles}>{t('safety_payments>plan>parts_legend')}</legend>
          <p css={noteStyles}>
            {t('safety_payments>plan>parts_hint', { min: formatHkd(SAFETY_PART_RANGE.min), max: formatHkd(SAFETY_PART_RANGE.max) })}
          </p>
          {parts.map((p, i) => (
            <div key={i} css={partRowStyles}>
              <div css={partFieldStyles}>
                <TextField
                  name={`parts.${i}`}
                  label={partLabel(i)}
                  inputMode="numeric"
                  autoComplete="off"
                  value={p}
                  onChange={(e) => setPart(i, e.target.value)}
                />
              </div>
              {effectivePlan === 'milestones' && parts.length > 2 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('safety_payments>plan>remove_milestone', { n: i + 1 })}
                  onClick={() => setParts((cur) => cur.filter((_, j) => j !== i))}
                >
                  {t('safety_payments>plan>remove')}
                </Button>
              ) : null}
            </div>
          ))}
          {effectivePlan === 'milestones' && parts.length < MAX_MILESTONES ? (
            <div>
              <Button variant="secondary" size="sm" onClick={() => setParts((cur) => [...cur, ''])}>
                {t('safety_payments>plan>add_milestone')}
              </Button>
            </div>
          ) : null}
          <p css={noteStyles}>
            {t('safety_payments>plan>sum', { sum: formatHkd(sum), price: formatHkd(Number.isFinite(payable) ? Math.max(0, payable) : 0) })}
          </p>
          {form.fields.parts ? (
            <p role="alert" css={errorStyles}>
              {form.fields.parts}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <p role="status" aria-live="polite" css={errorStyles} data-testid="plan-problem">
        {showProblem ? problem : ''}
      </p>
      <div css={cluster(3)}>
        <Button type="submit" loading={add.isPending}>
          {t(current ? 'safety_payments>plan>submit_change' : 'safety_payments>plan>submit')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('common|cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

const titleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.xl};
`;

const introStyles = css`
  margin: 0;
  color: ${theme.color.textSecondary};
`;

const noteStyles = css`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
`;

const fieldsetStyles = css`
  ${stack(2)};
  margin: 0;
  padding: 0;
  border: 0;
`;

const legendStyles = css`
  padding: 0;
  margin-bottom: ${theme.space[1]};
  font-weight: ${theme.font.weight.bold};
  font-size: ${theme.font.size.sm};
`;

const partRowStyles = css`
  ${row(2)};
  align-items: flex-end;
  & > button {
    margin-bottom: ${theme.space[4]};
  }
`;

const partFieldStyles = css`
  flex: 1;
  min-width: 0;
`;
