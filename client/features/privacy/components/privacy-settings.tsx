/**
 * The privacy section of the settings (Hong Kong's PDPO): download my data, and delete the account.
 * Used by the settings page and by the standalone dashboard/privacy page.
 */
import type { ReactNode } from 'react';
import { Stack } from '@client/ui/card';
import { DataExportCard } from './data-export-card';
import { DeleteAccountCard } from './delete-account-card';

/** `refundOffer`: the page's way to ask for purchased credit back, shown beside the wallet warning. */
export function PrivacySettings({ refundOffer }: { refundOffer?: ReactNode }) {
  return (
    <Stack>
      <DataExportCard />
      <DeleteAccountCard refundOffer={refundOffer} />
    </Stack>
  );
}
