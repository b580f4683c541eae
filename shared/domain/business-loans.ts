/**
 * Business-loan enquiries (SPEC §6 flag `businessLoan`): a pro asks about financing for their business through a
 * lending partner; Sifu's finance team calls them back. Sifu makes no offer and quotes no rate: the enquiry is a
 * request to be contacted. One enquiry is open at a time (new or contacted); once finance closes it, the pro may send
 * another.
 */
export const BUSINESS_LOAN_STATUSES = ['new', 'contacted', 'closed'] as const;
export type BusinessLoanStatus = (typeof BUSINESS_LOAN_STATUSES)[number];

/** The statuses that block a new enquiry: finance has yet to call, or is talking with the pro. */
export const OPEN_BUSINESS_LOAN_STATUSES: readonly BusinessLoanStatus[] = ['new', 'contacted'];

/** Whole HKD: below this a loan is not worth a partner's paperwork; above it is not a tradesperson's business loan. */
export const BUSINESS_LOAN_MIN_HKD = 10_000;
export const BUSINESS_LOAN_MAX_HKD = 5_000_000;

export const BUSINESS_LOAN_PURPOSES = ['equipment', 'vehicle', 'working_capital', 'premises', 'expansion', 'other'] as const;
export type BusinessLoanPurpose = (typeof BUSINESS_LOAN_PURPOSES)[number];

/** How long the business has traded, in bands a lender asks about. */
export const BUSINESS_AGES = ['under_1', '1_to_3', '3_to_5', 'over_5'] as const;
export type BusinessAge = (typeof BUSINESS_AGES)[number];

export const BUSINESS_LOAN_ERRORS = {
  /** A second enquiry while one is new or contacted. */
  OPEN: 'business_loan_open',
  /** Finance moving an enquiry that has already moved past that state (two operators at once). */
  MOVED: 'business_loan_moved',
  AMOUNT: 'business_loan_amount',
  CONSENT: 'business_loan_consent',
} as const;

/** The state finance may move an enquiry to from each state. */
export const BUSINESS_LOAN_NEXT: Record<BusinessLoanStatus, readonly BusinessLoanStatus[]> = {
  new: ['contacted', 'closed'],
  contacted: ['closed'],
  closed: [],
};
