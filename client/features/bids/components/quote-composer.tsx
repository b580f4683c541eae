/**
 * The pro's quote (SPEC §3, §4 "rating"): flat, hourly or on-site inspection, a price > 0 for the first two
 * ("invalid price", SPEC §5), a note, files and templates. The fee and the wallet balance sit next to Send
 * (DESIGN.md); failures keep the lead in Send and explain themselves: 10 opens the payment popup (with the buying
 * UI the page passes in, given exactly what was typed so it is sent once paid) unless auto-refill is already
 * charging the saved card (then a dialog says the quote follows by itself), 6 asks for the phone (OTP), 690 says
 * the category is limited, 251 says the category needs a licence and links to the certification page to upload it.
 * With the safetyPayment flag, an on-site quote may carry a fixed inspection fee (docs/decisions/0037).
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { BidView, QuoteTemplate, RatingType } from '@shared/schemas/bids.schema';
import type { CallBody } from '@shared/api/endpoint';
import type { bidsContract } from '@shared/api/bids.contract';
import { inspectionFeeProblem } from '@shared/domain/safety-payments';
import { RadioGroup } from '@client/ui/radio-group';
import { TextField } from '@client/ui/field';
import { TextArea } from '@client/ui/textarea';
import { Select } from '@client/ui/select';
import { Checkbox } from '@client/ui/checkbox';
import { Alert } from '@client/ui/alert';
import { useToast } from '@client/ui/toast';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useEnv } from '@client/lib/env';
import { isServerError } from '@client/ui/server-error';
import { useUploader } from '@client/lib/uploads';
import { useFeePreview, useTemplates } from '../api/bids.queries';
import { useSendQuote } from '../api/bids.mutations';
import { UploadButton } from './upload-button';
import { AttachmentList } from './attachment-list';
import { FormHeading } from './form-heading';
import { QuoteSendBar } from './quote-send-bar';
import { PaymentPopup, type PaymentProblem } from './payment-popup';
import { AutoTopUpDialog, type AutoTopUp } from './auto-top-up-dialog';

/** details.auto_refill of a code-10 refusal: what auto-refill did about the missing credit. */
interface AutoRefillDetails {
  state: 'charging' | 'pending' | 'limit_reached' | 'failed';
  order_hash?: string;
  amount?: number;
}

/** What the payment popup's buying UI gets: the lead, its fee, the balance and the quote as typed (never retyped). */
export interface BuyCreditSlotProps {
  bidId: number;
  fee: number;
  balance: number;
  shortfall: number;
  draft: CallBody<typeof bidsContract.sendQuote>;
}

export interface QuoteComposerProps {
  bid: BidView;
  /** The OTP form (verification feature), composed by the page, for error 6. */
  renderVerification: (p: { onVerified: () => void }) => ReactNode;
  /** The buying UI of the payment popup (payments feature), composed by the page, for error 10. */
  renderBuyCredit?: (p: BuyCreditSlotProps) => ReactNode;
  onSent?: () => void;
}

function priceOf(bid: BidView): string {
  const v = bid.rating_type === 'hourly' ? bid.hourly_rate_at : bid.flat_rate_at;
  return v ? String(v) : '';
}

export function QuoteComposer({ bid, renderVerification, renderBuyCredit, onSent }: QuoteComposerProps) {
  const { t } = useTranslation('quotes');
  const toast = useToast();
  const edit = bid.quote_sent_on !== null;
  const send = useSendQuote(bid.quote_bid_id);
  const fee = useFeePreview(bid.quote_bid_id, true);
  const templates = useTemplates(bid.quote_service_id);
  const href = useHref();
  const files = useUploader({ initial: bid.attachments });
  const [type, setType] = useState<RatingType>(bid.rating_type ?? 'flat');
  const [price, setPrice] = useState(priceOf(bid));
  const [inspectionFee, setInspectionFee] = useState(bid.inspection_fee ? String(bid.inspection_fee) : '');
  const withInspectionFee = useEnv().featureFlags.safetyPayment && type === 'onsite';
  const [note, setNote] = useState(bid.price_note);
  const [templateId, setTemplateId] = useState('');
  const [saveTemplate, setSaveTemplate] = useState(false);
  const [templateName, setTemplateName] = useState('');
  const [errors, setErrors] = useState<{ price?: string; inspectionFee?: string; template?: string; form?: string }>({});
  const [payment, setPayment] = useState<(PaymentProblem & { draft: BuyCreditSlotProps['draft'] }) | null>(null);
  const [topUp, setTopUp] = useState<AutoTopUp | null>(null);
  const [needsPhone, setNeedsPhone] = useState(false);
  const [limited, setLimited] = useState<string | null>(null);
  // A lead whose last send failed for a missing licence (SPEC §8 251) says so again when it is reopened.
  const [unlicensed, setUnlicensed] = useState<string | null>(() =>
    bid.errorAction === 'upload_licence' ? t('common|errors>category_qualification') : null,
  );

  useEffect(() => {
    if (bid.errorAction === 'verify_phone') setNeedsPhone(true);
  }, [bid.errorAction]);

  function pickTemplate(id: string) {
    setTemplateId(id);
    const tpl = templates.data?.find((x) => String(x.id) === id);
    if (!tpl) return;
    applyTemplate(tpl);
  }

  function applyTemplate(tpl: QuoteTemplate) {
    setType(tpl.rating_type);
    setPrice(String((tpl.rating_type === 'hourly' ? tpl.hourly_rate_at : tpl.flat_rate_at) ?? ''));
    setNote(tpl.price_note);
    files.reset(tpl.attachments);
  }

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    const amount = Number(price);
    const next: typeof errors = {};
    if (type !== 'onsite' && (!price || !Number.isInteger(amount) || amount <= 0)) next.price = t('composer>invalid_price');
    const feeProblem = withInspectionFee && inspectionFee ? inspectionFeeProblem(Number(inspectionFee)) : null;
    if (feeProblem) next.inspectionFee = t(`common|errors>safety_inspection_${feeProblem}`);
    if (saveTemplate && !templateName.trim()) next.template = t('composer>template_name_required');
    setErrors(next);
    setLimited(null);
    setUnlicensed(null);
    if (Object.keys(next).length) return;
    const draft: BuyCreditSlotProps['draft'] = {
      rating_type: type,
      price: type === 'onsite' ? undefined : amount,
      inspection_fee: withInspectionFee && inspectionFee ? Number(inspectionFee) : undefined,
      price_note: note.trim(),
      attachments: files.items.map((a) => a.id),
      template_id: templateId ? Number(templateId) : undefined,
      save_as_template: saveTemplate ? templateName.trim() : undefined,
    };
    try {
      await send.mutateAsync({ edit, ...draft });
      setSaveTemplate(false);
      setTemplateName('');
      toast.show(edit ? t('composer>updated') : t('composer>sent'), { tone: 'success' });
      onSent?.();
    } catch (err) {
      if (!isServerError(err)) {
        setErrors({ form: t('requests|form>network') });
        return;
      }
      const code = String(err.code);
      const d = (err.details ?? {}) as { balance?: number; fee?: number; auto_refill?: AutoRefillDetails; already_quoted?: boolean };
      const refill = d.auto_refill;
      if (code === '10' && (refill?.state === 'charging' || refill?.state === 'pending'))
        setTopUp({ state: refill.state, message: err.message, orderHash: refill.order_hash, amount: refill.amount });
      else if (code === '10')
        setPayment({
          message: err.message,
          balance: d.balance ?? fee.data?.balance ?? 0,
          fee: d.fee ?? fee.data?.fee ?? 0,
          draft,
          autoRefill: refill?.state === 'limit_reached' || refill?.state === 'failed' ? refill.state : undefined,
        });
      else if (code === '6' && d.already_quoted) setErrors({ form: err.message });
      else if (code === '6') setNeedsPhone(true);
      else if (code === '690') setLimited(err.message);
      else if (code === '251') setUnlicensed(err.message);
      else if (err.fields.inspection_fee) setErrors({ inspectionFee: err.fields.inspection_fee });
      else if (code === 'invalid_price' || err.fields.price) setErrors({ price: err.fields.price ?? err.message });
      else setErrors({ form: err.message });
    }
  }

  const f = fee.data;
  return (
    <>
      <form onSubmit={submit} noValidate aria-labelledby="composer-title">
        <FormHeading
          id="composer-title"
          title={edit ? t('composer>edit_title') : t('composer>title')}
          help={edit ? t('composer>edit_help') : t('composer>help')}
        />
        {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
        {!edit && bid.errorAction === 'raise_auto_quote_budget' ? (
          <Alert tone="warning">
            {t('common|errors>auto_quote_budget_exhausted')} <Link to={href('autoQuote')}>{t('dashboard|nav>autoQuote')}</Link>
          </Alert>
        ) : null}
        {limited ? (
          <Alert tone="error">
            <strong>{t('composer>limited_title')}</strong> {limited}
          </Alert>
        ) : null}
        {unlicensed ? (
          <Alert tone="error">
            <strong>{t('composer>qualification_title')}</strong> {unlicensed}{' '}
            <Link to={href('certification')}>{t('composer>upload_licence')}</Link>
          </Alert>
        ) : null}
        {needsPhone
          ? renderVerification({
              onVerified: () => {
                setNeedsPhone(false);
                void submit();
              },
            })
          : null}
        {templates.data?.length ? (
          <Select
            label={t('composer>template')}
            placeholder={t('composer>template_none')}
            value={templateId}
            onChange={(e) => pickTemplate(e.target.value)}
            options={templates.data.map((x) => ({ value: String(x.id), label: x.display_name }))}
          />
        ) : null}
        <Link to={href('quoteTemplates')} css={{ fontSize: theme.font.size.sm, justifySelf: 'start' }}>
          {t('templates>manage')}
        </Link>
        <RadioGroup
          legend={t('composer>type')}
          name="rating_type"
          variant="card"
          value={type}
          onChange={(v) => setType(v as RatingType)}
          options={(['flat', 'hourly', 'onsite'] as const).map((k) => ({
            value: k,
            label: t(`quote>type_${k}`),
            description: t(`composer>type_${k}_help`),
          }))}
        />
        {type !== 'onsite' ? (
          <TextField
            label={type === 'hourly' ? t('composer>price_hourly') : t('composer>price_flat')}
            name="price"
            inputMode="numeric"
            value={price}
            onChange={(e) => setPrice(e.target.value.replace(/[^\d]/g, ''))}
            error={errors.price}
            hint={t('composer>price_hint')}
          />
        ) : null}
        {withInspectionFee ? (
          <TextField
            label={t('composer>inspection_fee')}
            name="inspection_fee"
            inputMode="numeric"
            value={inspectionFee}
            onChange={(e) => setInspectionFee(e.target.value.replace(/[^\d]/g, ''))}
            error={errors.inspectionFee}
            hint={t('composer>inspection_fee_hint')}
          />
        ) : null}
        <TextArea
          label={t('composer>note')}
          hint={t(`composer>note_hint_${type}`)}
          rows={4}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <UploadButton uploader={files} label={t('common|upload>add_files')} />
        <AttachmentList items={files.items} onRemove={files.remove} />
        <Checkbox label={t('composer>save_template')} checked={saveTemplate} onChange={(e) => setSaveTemplate(e.target.checked)} />
        {saveTemplate ? (
          <TextField
            label={t('composer>template_name')}
            value={templateName}
            maxLength={80}
            onChange={(e) => setTemplateName(e.target.value)}
            error={errors.template}
          />
        ) : null}

        <QuoteSendBar fee={f} edit={edit} sending={send.isPending} disabled={files.pending > 0} />
      </form>
      {/* Outside the quote form: the buying UI is a form of its own. */}
      <PaymentPopup problem={payment} onClose={() => setPayment(null)}>
        {payment && renderBuyCredit
          ? renderBuyCredit({
              bidId: bid.quote_bid_id,
              fee: payment.fee,
              balance: payment.balance,
              shortfall: Math.max(0, payment.fee - payment.balance),
              draft: payment.draft,
            })
          : null}
      </PaymentPopup>
      <AutoTopUpDialog topUp={topUp} onClose={() => setTopUp(null)} />
    </>
  );
}
