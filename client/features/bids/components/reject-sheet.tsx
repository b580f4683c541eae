/** Decline a quote with an optional note to the pro (SPEC §4 reject, requestor_note). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BidView } from '@shared/schemas/bids.schema';
import { FormSheet } from '@client/ui/form-sheet';
import { TextArea } from '@client/ui/textarea';
import { useBidAction } from '../api/bids.mutations';

export function RejectSheet({ bid, open, onClose, onDone }: { bid: BidView; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('quotes');
  const reject = useBidAction();
  const [note, setNote] = useState('');
  return (
    <FormSheet
      open={open}
      onClose={onClose}
      title={t('reject>title')}
      description={t('reject>help')}
      closeLabel={t('common|close')}
      cancelLabel={t('common|cancel')}
      submitLabel={t('reject>confirm')}
      submitVariant="danger"
      pending={reject.isPending}
      onSubmit={async () => {
        await reject.mutateAsync({ id: bid.quote_bid_id, action: 'reject', body: { requestor_note: note.trim() } });
        setNote('');
        onDone();
      }}
    >
      <TextArea
        label={t('reject>note')}
        hint={t('reject>note_hint')}
        rows={4}
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </FormSheet>
  );
}
