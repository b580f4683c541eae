/**
 * Buying an item: a plan, a quantity within the stock, a time (when the item takes reservations: booked now from the
 * pro's free slots, or agreed with the pro after paying), a note, how to pay, then the total and one button. A visitor
 * is sent to log in and back; a pro in pro mode switches to the customer side first. A refusal (sold out, the slot
 * just taken, the provider down) is said above the button and keeps every choice made.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayType } from '@shared/domain/payments';
import { discountOn, type PartnerSlug } from '@shared/domain/partners';
import { SHOP_LIMITS } from '@shared/domain/shop-rules';
import type { ShopItem } from '@shared/schemas/shop.schema';
import type { BookingSlot } from '@shared/schemas/reservations.schema';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Button, ButtonLink } from '@client/ui/button';
import { RadioGroup } from '@client/ui/radio-group';
import { TextArea } from '@client/ui/textarea';
import { isServerError } from '@client/ui/server-error';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';
import { BuyQuantity } from './buy-quantity';

export interface BuyChoice {
  plan_id: number;
  quantity: number;
  begin_time?: string;
  note: string;
  pay_type: PayType;
  /** A partner area's discount (docs/decisions/0043): the area and the partner's code. */
  partner?: PartnerSlug;
  coupon_code?: string;
}

export interface BuyFormProps {
  item: ShopItem;
  /** The plan chosen on the way in (the first otherwise). */
  initialPlanId?: number;
  /** Who is looking: a visitor logs in first, a pro in pro mode switches to the customer side. */
  viewer: 'visitor' | 'pro' | 'consumer';
  loginHref: string;
  onSwitchToConsumer: () => Promise<unknown>;
  /** The item's free slots: undefined while they load, null when they could not be read. */
  slots?: BookingSlot[] | null;
  renderSlots: (p: { slots: BookingSlot[]; value: string; onChange: (beginTime: string) => void }) => ReactNode;
  /** The ways to pay the provider offers (undefined while they load). */
  payTypes?: readonly PayType[];
  renderPayTypes: (p: { value: PayType; onChange: (v: PayType) => void; offered: readonly PayType[] }) => ReactNode;
  /** Places the order and goes on to pay; rejects with the API's error. */
  onBuy: (choice: BuyChoice) => Promise<void>;
  busy?: boolean;
  /** A partner discount taken off the total (whole HKD; the server applies it again when the order is placed). */
  discount?: { label: string; amount: number };
}

type Timing = 'now' | 'later';

export function BuyForm(props: BuyFormProps) {
  const { item, viewer, slots, payTypes } = props;
  const { t } = useTranslation('shop');
  const [planId, setPlanId] = useState(props.initialPlanId ?? item.plans[0]?.id ?? 0);
  const [quantity, setQuantity] = useState(1);
  const [timing, setTiming] = useState<Timing>('now');
  const [slot, setSlot] = useState('');
  const [note, setNote] = useState('');
  const [payType, setPayType] = useState<PayType | null>(null);
  const [problem, setProblem] = useState<{ field?: 'slot'; message: string } | null>(null);
  const plan = item.plans.find((p) => p.id === planId) ?? item.plans[0];
  const max = Math.min(SHOP_LIMITS.orderQuantity.max, item.remaining_quantity ?? SHOP_LIMITS.orderQuantity.max);
  const bookable = item.accepts_reservation && (slots === undefined || (slots !== null && slots.length > 0));
  const chosenTiming: Timing = bookable ? timing : 'later';
  const pay = payType ?? payTypes?.[0] ?? null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!plan || !pay) return;
    if (chosenTiming === 'now' && !slot) return setProblem({ field: 'slot', message: t('buy>slot_required') });
    setProblem(null);
    try {
      await props.onBuy({
        plan_id: plan.id,
        quantity: Math.min(quantity, max),
        ...(chosenTiming === 'now' && item.accepts_reservation ? { begin_time: slot } : {}),
        note: note.trim(),
        pay_type: pay,
      });
    } catch (err) {
      setProblem({ message: isServerError(err) ? err.message : t('buy>network') });
    }
  }

  if (item.sold_out) return <Alert tone="warning">{t('buy>sold_out')}</Alert>;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate css={stack(4)} aria-label={t('buy>label')}>
      <RadioGroup
        legend={t('buy>plan')}
        name="plan_id"
        variant="card"
        value={String(plan?.id ?? '')}
        onChange={(v) => setPlanId(Number(v))}
        options={item.plans.map((p) => ({
          value: String(p.id),
          label: `${p.name} · ${formatHkd(p.price)} ${t(`catalog|shop_card>unit_${p.service_type}`)}`,
          description: p.description || undefined,
        }))}
      />
      <BuyQuantity value={quantity} max={max} onChange={setQuantity} remaining={item.remaining_quantity} />
      {item.accepts_reservation ? (
        <fieldset css={fieldsetStyles}>
          <legend css={legendStyles}>{t('buy>time')}</legend>
          {bookable ? (
            <RadioGroup
              legend={t('buy>time_how')}
              legendStyle="hidden"
              name="timing"
              value={timing}
              onChange={(v) => setTiming(v as Timing)}
              options={[
                { value: 'now', label: t('buy>time_now') },
                { value: 'later', label: t('buy>time_later'), description: t('buy>time_later_help') },
              ]}
            />
          ) : (
            <p css={noteStyles}>{slots === null ? t('buy>slots_failed') : t('buy>no_slots')}</p>
          )}
          {chosenTiming === 'now' ? (
            <div aria-invalid={problem?.field === 'slot' || undefined}>
              {slots ? props.renderSlots({ slots, value: slot, onChange: setSlot }) : <p css={noteStyles}>{t('buy>slots_loading')}</p>}
              {problem?.field === 'slot' ? (
                <p role="alert" css={errorStyles}>
                  {problem.message}
                </p>
              ) : null}
            </div>
          ) : null}
        </fieldset>
      ) : null}
      <TextArea
        label={t('buy>note')}
        hint={t('buy>note_hint')}
        rows={2}
        maxLength={SHOP_LIMITS.orderNoteChars}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {viewer === 'consumer' && payTypes ? props.renderPayTypes({ value: pay ?? 'card', onChange: setPayType, offered: payTypes }) : null}
      {plan && props.discount ? (
        <div css={totalStyles}>
          <span>{props.discount.label}</span>
          <span>− {formatHkd(discountOn(plan.price * quantity, props.discount.amount).discount)}</span>
        </div>
      ) : null}
      <div css={totalStyles} aria-live="polite">
        <span>{t('buy>total')}</span>
        <strong data-testid="buy-total">
          {plan ? formatHkd(discountOn(plan.price * quantity, props.discount?.amount ?? 0).payable) : null}
        </strong>
        {plan && quantity > 1 ? <span css={noteStyles}>{t('buy>total_detail', { price: formatHkd(plan.price), quantity })}</span> : null}
      </div>
      {problem && !problem.field ? <Alert tone="error">{problem.message}</Alert> : null}
      <BuyAction {...props} disabled={!plan || !pay} />
      <p css={noteStyles}>{t('buy>trust')}</p>
    </form>
  );
}

function BuyAction({ viewer, loginHref, onSwitchToConsumer, busy, disabled }: BuyFormProps & { disabled: boolean }) {
  const { t } = useTranslation('shop');
  const [switching, setSwitching] = useState(false);
  if (viewer === 'visitor')
    return (
      <ButtonLink to={loginHref} size="lg" block>
        {t('buy>login_to_buy')}
      </ButtonLink>
    );
  if (viewer === 'pro')
    return (
      <div css={stack(2)}>
        <p css={noteStyles}>{t('buy>pro_mode')}</p>
        <Button
          size="lg"
          block
          loading={switching}
          onClick={() => {
            setSwitching(true);
            void onSwitchToConsumer().finally(() => setSwitching(false));
          }}
        >
          {t('buy>switch_to_consumer')}
        </Button>
      </div>
    );
  return (
    <Button type="submit" size="lg" block loading={busy} disabled={disabled}>
      {t('buy>submit')}
    </Button>
  );
}

const fieldsetStyles = css`
  border: 0;
  margin: 0;
  padding: 0;
  ${stack(2)};
`;
const legendStyles = css`
  font-weight: ${theme.font.weight.bold};
  font-size: ${theme.font.size.sm};
  margin-bottom: ${theme.space[1]};
`;
const noteStyles = css`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;
const errorStyles = css`
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
  margin: ${theme.space[2]} 0 0;
`;
const totalStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space[2]};
  padding-top: ${theme.space[3]};
  border-top: 1px solid ${theme.color.border};
  strong {
    font-size: ${theme.font.size.xxl};
    margin-left: auto;
  }
  span:last-of-type:not(:first-of-type) {
    flex-basis: 100%;
    text-align: right;
  }
`;
