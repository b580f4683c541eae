/**
 * The pro's quote on a lead: the composer until a quote is sent (or while it is being edited), then the sent quote
 * with an Edit button while the server still allows quoting.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Icon } from '@client/ui/icon';
import { QuoteComposer, type QuoteComposerProps } from './quote-composer';
import { SentQuote } from './sent-quote';

export function LeadQuote({ bid, renderVerification, renderBuyCredit }: Omit<QuoteComposerProps, 'onSent'>) {
  const { t } = useTranslation('quotes');
  const [editing, setEditing] = useState(false);
  const canQuote = bid.available_actions.includes('rating');
  const showComposer = canQuote && (!bid.quote_sent_on || editing);
  return (
    <>
      {showComposer ? (
        <Card>
          <QuoteComposer
            bid={bid}
            onSent={() => setEditing(false)}
            renderVerification={renderVerification}
            renderBuyCredit={renderBuyCredit}
          />
        </Card>
      ) : null}
      {bid.quote_sent_on && !showComposer ? (
        <Card>
          <SentQuote
            bid={bid}
            action={
              canQuote ? (
                <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                  <Icon name="edit" size={16} />
                  {t('composer>edit')}
                </Button>
              ) : undefined
            }
          />
        </Card>
      ) : null}
    </>
  );
}
