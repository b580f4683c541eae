/** How each state of a business-loan enquiry looks, wherever it shows (the pro's page, the back office). */
import type { BusinessLoanStatus } from '@shared/domain/business-loans';
import type { StatusLooks } from '@client/ui/status-badge';

export const BUSINESS_LOAN_LOOKS: StatusLooks<BusinessLoanStatus> = {
  new: { tone: 'warning', icon: 'clock' },
  contacted: { tone: 'brand', icon: 'phone' },
  closed: { tone: 'neutral', icon: 'check-circle' },
};
