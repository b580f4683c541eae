/** How each state of a merchant application looks, wherever it shows (the applicant's page, the back office). */
import type { MerchantApplicationStatus } from '@shared/domain/merchants';
import type { StatusLooks } from '@client/ui/status-badge';

export const MERCHANT_LOOKS: StatusLooks<MerchantApplicationStatus> = {
  submitted: { tone: 'warning', icon: 'clock' },
  approved: { tone: 'success', icon: 'check-circle' },
  rejected: { tone: 'danger', icon: 'warning' },
  withdrawn: { tone: 'neutral', icon: 'close' },
};
