/**
 * A quote behind its e-mailed link (quote_view, quote_reply, quote_hire_intent): the pro, the price and the note, and
 * the link's one action: a message to the pro, or telling the pro the consumer wants to hire them.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { HashQuoteLink } from '@shared/schemas/hash-links.schema';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { TextArea } from '@client/ui/textarea';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useHireIntentByLink, useReplyByLink } from '../api/hash-links.queries';
import { actionStyles, mutedStyles, refusedOutcome, SignInOffer, type LinkOutcome } from './link-parts';

type Quote = NonNullable<HashQuoteLink['quote']>;

export function QuoteLinkView({ hash, link, quote }: { hash: string; link: HashQuoteLink['link']; quote: Quote }) {
  const { t, i18n } = useTranslation('requests');
  const lng = i18n.language as Language;
  const href = useHref();
  const business = lng === 'en-HK' ? quote.business_name_en : quote.business_name_zh;
  const category = lng === 'en-HK' ? quote.category.name_en : quote.category.name_zh;
  const reply = useReplyByLink();
  const hire = useHireIntentByLink();
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<LinkOutcome>(null);
  const landing = href('projectQuote', { requestId: quote.quote_request_id, quoteId: quote.quote_bid_id });

  async function run(act: () => Promise<unknown>, done: string) {
    try {
      await act();
      setOutcome({ tone: 'success', text: done });
    } catch (err) {
      setOutcome(refusedOutcome(err, t('hash_link>error')));
    }
  }

  const price =
    quote.rating_type === 'flat'
      ? t('hash_link>price_flat', { price: quote.price?.toLocaleString('en-US') })
      : quote.rating_type === 'hourly'
        ? t('hash_link>price_hourly', { price: quote.price?.toLocaleString('en-US') })
        : quote.price
          ? t('hash_link>price_onsite_fee', { price: quote.price.toLocaleString('en-US') })
          : t('hash_link>price_onsite');

  return (
    <>
      <p css={mutedStyles}>{t('hash_link>quote_for', { category })}</p>
      <h2 css={h2Styles}>{t('hash_link>quote_heading', { business })}</h2>
      <p css={priceStyles}>{price}</p>
      <h3 css={h3Styles}>{t('hash_link>note_label')}</h3>
      <p css={noteStyles}>{quote.price_note || t('hash_link>no_note')}</p>

      <div css={actionStyles}>
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        {quote.is_hired && !outcome ? <Alert tone="info">{t('hash_link>hired')}</Alert> : null}
        {!outcome && link.scope === 'quote_reply' ? (
          quote.can_reply ? (
            <form
              css={formStyles}
              onSubmit={(e) => {
                e.preventDefault();
                if (message.trim()) void run(() => reply.mutateAsync({ hash, message: message.trim() }), t('hash_link>reply_done'));
              }}
            >
              <TextArea
                label={t('hash_link>reply_label', { business })}
                value={message}
                maxLength={2000}
                onChange={(e) => setMessage(e.target.value)}
              />
              <p css={mutedStyles}>{t('hash_link>no_sign_in')}</p>
              <Button type="submit" block size="lg" loading={reply.isPending} disabled={!message.trim()}>
                {t('hash_link>reply_button')}
              </Button>
            </form>
          ) : (
            <Alert tone="info">{t('hash_link>reply_closed')}</Alert>
          )
        ) : null}
        {!outcome && link.scope === 'quote_hire_intent' && !quote.is_hired ? (
          quote.can_hire ? (
            <>
              <p css={mutedStyles}>{t('hash_link>hire_intro')}</p>
              <p css={mutedStyles}>{t('hash_link>no_sign_in')}</p>
              <Button
                block
                size="lg"
                loading={hire.isPending}
                onClick={() => void run(() => hire.mutateAsync(hash), t('hash_link>hire_done', { business }))}
              >
                {t('hash_link>hire_button')}
              </Button>
            </>
          ) : (
            <Alert tone="info">{t('hash_link>cannot_hire')}</Alert>
          )
        ) : null}
      </div>
      <SignInOffer landing={landing} primary={Boolean(outcome) || link.scope === 'quote_view'} />
    </>
  );
}

const h2Styles = css`
  font-size: ${theme.font.size.lg};
  margin: ${theme.space[1]} 0 ${theme.space[2]};
`;

const h3Styles = css`
  font-size: ${theme.font.size.md};
  margin: ${theme.space[4]} 0 ${theme.space[1]};
`;

const priceStyles = css`
  font-size: ${theme.font.size.xl};
  font-weight: 700;
  margin: 0;
`;

const noteStyles = css`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const formStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;
