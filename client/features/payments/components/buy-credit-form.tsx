/**
 * The buying UI (pricing page, payfee page, the quote composer's payment popup): a package or a custom amount, a
 * way to pay the provider offers with its SPEC §5 range checked inline (a way whose range refuses the package is
 * disabled), saved cards to pay in one tap, and the pay button that creates the order and leaves for the gateway.
 * With `quote`, the order pays that lead's fee and (with a draft) sends the quote the pro typed once the payment lands.
 */
import { css } from '@emotion/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallBody } from '@shared/api/endpoint';
import type { bidsContract } from '@shared/api/bids.contract';
import type { ChargeConfigs } from '@shared/api/charge-configs.contract';
import { purchaseAmountProblem, type PayType } from '@shared/domain/payments';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Checkbox } from '@client/ui/checkbox';
import { TextField } from '@client/ui/field';
import { Icon } from '@client/ui/icon';
import { rowTop, secondarySmall, stack } from '@client/styles/layout';
import { useChargeConfigs } from '../api/charge-configs.queries';
import { usePackages, useSavedCards } from '../api/payments.queries';
import { useCheckout, type CheckoutChoice } from '../hooks/use-checkout';
import { firstAvailableSlug } from '../lib/packages';
import { checkoutError } from '../lib/order-errors';
import { CUSTOM, PackageOptions } from './package-options';
import { PayTypeOptions, usablePayType } from './pay-type-options';
import { SavedCardButtons } from './saved-card-buttons';

/** What the quote composer would have sent (SendQuoteInput). */
export type QuoteDraft = CallBody<typeof bidsContract.sendQuote>;

export interface BuyCreditFormProps {
  /** A package slug to preselect, or 'custom'. */
  preselect?: string;
  /** The custom amount to start with. */
  initialAmount?: number;
  /** Pay for this lead's quote fee; with a draft, the quote is sent once the payment lands. */
  quote?: { bidId: number; draft?: QuoteDraft };
  /** The fee's shortfall: offered as "just the shortfall" (at least the smallest amount a card takes). */
  shortfall?: number;
  /** 'popup': one column of packages (the payment popup is narrow). */
  layout?: 'page' | 'popup';
}

/** Until the packages arrive: card is the one way every provider offers. */
const CARD_ONLY: readonly PayType[] = ['card'];

/**
 * The form once the server's charge configs are known (pages that show it prefetch them while rendering on the
 * server; the payment popup waits a moment), so every amount it starts from and checks is one the server takes.
 */
export function BuyCreditForm(props: BuyCreditFormProps) {
  const { t } = useTranslation('pricing');
  const ranges = useChargeConfigs();
  if (!ranges) return <p aria-busy="true">{t('buy>loading_limits')}</p>;
  return <LoadedBuyCreditForm {...props} ranges={ranges} />;
}

function LoadedBuyCreditForm({
  preselect,
  initialAmount,
  quote,
  shortfall,
  layout = 'page',
  ranges,
}: BuyCreditFormProps & { ranges: ChargeConfigs }) {
  const { t } = useTranslation('pricing');
  const packages = usePackages();
  const cards = useSavedCards();
  const { checkout, busy } = useCheckout();
  // "Just the shortfall", raised to the smallest amount a card takes.
  const shortAmount = shortfall && shortfall > 0 ? Math.max(ranges.card.min, shortfall) : undefined;
  const [choice, setChoice] = useState(preselect ?? (shortAmount ? CUSTOM : ''));
  const [amount, setAmount] = useState(String(initialAmount ?? shortAmount ?? ''));
  const [payTypeChoice, setPayType] = useState<PayType>('card');
  const [saveCard, setSaveCard] = useState(false);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ amount?: string; form?: string }>({});
  const amountRef = useRef<HTMLInputElement>(null);
  // The field is far above the pay button on a phone: take the eye and the focus to its error.
  const showAmountError = () => {
    amountRef.current?.focus({ preventScroll: true });
    // jsdom has no scrollIntoView.
    amountRef.current?.scrollIntoView?.({ block: 'center' });
  };

  const list = packages.data?.items;
  // A preselected package that is unknown or already used (the starter pack) falls back to the first one on sale.
  const usable = choice === CUSTOM || list?.some((p) => p.slug === choice && p.is_available);
  const selected = usable || !list ? choice : (firstAvailableSlug(list) ?? CUSTOM);
  const pkg = list?.find((p) => p.slug === selected && p.is_available);
  const custom = selected === CUSTOM;
  const value = custom ? Number(amount) : pkg?.price;
  const offered = packages.data?.pay_types ?? CARD_ONLY;
  // A way to pay the provider does not offer, or whose SPEC §5 range refuses the package's price, is never sent.
  const payType = usablePayType(payTypeChoice, offered, custom ? undefined : pkg?.price, ranges);
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setServerErrors({});
    };

  function amountProblem(): string | undefined {
    if (!custom) return undefined;
    if (!/^\d+$/.test(amount)) return t('buy>amount_required');
    if (!purchaseAmountProblem(payType, Number(amount), ranges)) return undefined;
    const { min, max } = ranges[payType];
    return t(`buy>amount_range_${payType}`, { min: formatHkd(min), max: formatHkd(max) });
  }
  const amountError = (tried ? amountProblem() : undefined) ?? serverErrors.amount;

  async function pay(cardId?: number) {
    setTried(true);
    if (amountProblem()) {
      showAmountError();
      return;
    }
    if (!custom && !pkg) return;
    const body: CheckoutChoice = {
      pay_type: payType,
      ...(custom ? { amount: Number(amount) } : { package_id: pkg!.id }),
      ...(quote ? { quote_bid_id: quote.bidId, ...(quote.draft ? { quote_draft: quote.draft } : {}) } : {}),
      ...(payType === 'card' ? (cardId !== undefined ? { card_id: cardId } : { save_card: saveCard }) : {}),
    };
    try {
      await checkout(body);
    } catch (err) {
      const e = checkoutError(err, t);
      setServerErrors(e.amount && !custom ? { form: e.amount } : e);
      if (e.amount && custom) showAmountError();
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    void pay();
  }

  const savedCards = payType === 'card' ? (cards.data?.items ?? []) : [];
  const price = value && Number.isFinite(value) && value > 0 ? formatHkd(value) : '';
  return (
    <form onSubmit={submit} noValidate aria-label={t('buy>form_label')} css={formStyles}>
      <PackageOptions
        packages={list}
        columns={layout === 'popup' ? 1 : 2}
        value={selected}
        onChange={change(setChoice)}
        customLabel={shortAmount ? t('buy>shortfall', { amount: formatHkd(shortAmount) }) : undefined}
        customDescription={shortAmount ? t('buy>shortfall_help') : undefined}
      />
      {custom ? (
        <TextField
          ref={amountRef}
          label={t('buy>amount_label')}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(e) => change(setAmount)(e.target.value.replace(/[^\d]/g, ''))}
          error={amountError}
          hint={t('buy>amount_hint', { min: formatHkd(ranges[payType].min), max: formatHkd(ranges[payType].max) })}
        />
      ) : null}
      <PayTypeOptions value={payType} onChange={change(setPayType)} offered={offered} price={custom ? undefined : pkg?.price} />
      {quote?.draft ? (
        <p css={noteStyles}>
          <Icon name="send" size={16} />
          {t('buy>quote_follows')}
        </p>
      ) : null}
      {/* Next to the pay buttons, where the eye is after tapping them. */}
      {serverErrors.form ? <Alert tone="error">{serverErrors.form}</Alert> : null}
      <SavedCardButtons cards={savedCards} price={price} busy={busy} onPay={(id) => void pay(id)} />
      {payType === 'card' ? (
        <Checkbox
          label={savedCards.length ? t('buy>save_new_card') : t('buy>save_card')}
          checked={saveCard}
          onChange={(e) => setSaveCard(e.target.checked)}
        />
      ) : null}
      <Button type="submit" size="lg" block loading={busy} variant={savedCards.length ? 'secondary' : 'primary'}>
        <Icon name={payType === 'card' ? 'credit-card' : 'receipt'} size={20} />
        {t(`buy>submit_${payType}${savedCards.length ? '_new' : ''}${price ? '_amount' : ''}`, { amount: price })}
      </Button>
      <p css={noteStyles}>
        <Icon name="lock" size={16} />
        {t(`buy>trust_${payType}`)}
      </p>
    </form>
  );
}

const formStyles = stack(2);

const noteStyles = css`
  ${rowTop(2)};
  margin: 0;
  ${secondarySmall};
  svg {
    flex-shrink: 0;
    margin-top: 4px;
  }
`;
