/** Decline a quote with an optional note to the pro (SPEC §4 reject, requestor_note). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BidView } from '@shared/schemas/bids.schema';
import { Sheet } from '@client/ui/sheet';
import { Button } from '@client/ui/button';
import { TextArea } from '@client/ui/textarea';
import { useBidAction } from '../api/bids.mutations';

export function RejectSheet({ bid, open, onClose, onDone }: { bid: BidView; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('market');
  const reject = useBidAction();
  const [note, setNote] = useState('');
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('reject>title')}
      description={t('reject>help')}
      closeLabel={t('common|close')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common>cancel')}
          </Button>
          <Button
            variant="danger"
            loading={reject.isPending}
            onClick={async () => {
              await reject.mutateAsync({ id: bid.quote_bid_id, action: 'reject', body: { requestor_note: note.trim() } });
              setNote('');
              onDone();
            }}
          >
            {t('reject>confirm')}
          </Button>
        </>
      }
    >
      <TextArea
        label={t('reject>note')}
        hint={t('reject>note_hint')}
        rows={4}
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </Sheet>
  );
}
