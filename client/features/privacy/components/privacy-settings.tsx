/**
 * The privacy section of the settings (Hong Kong's PDPO): download my data, and delete the account.
 * Used by the settings page and by the standalone dashboard/privacy page.
 */
import { Stack } from '@client/ui/card';
import { DataExportCard } from './data-export-card';
import { DeleteAccountCard } from './delete-account-card';

export function PrivacySettings() {
  return (
    <Stack>
      <DataExportCard />
      <DeleteAccountCard />
    </Stack>
  );
}
