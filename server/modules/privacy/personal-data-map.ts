/**
 * The personal data inventory (PDPO DPP 2 retention, DPP 6 access): every column that points at a
 * user, where "download my data" puts its rows and what deleting the account does to them. A test reads the schema
 * and fails when a column is missing here, so the export and the deletion stay complete as the schema grows.
 *
 * export:  'custom'  → a section built by privacy-export.repository.ts (named `section`);
 *          'rows'    → every row `WHERE column = user`, every column except secrets (SECRET_COLUMN), under `section`;
 *          null      → not exported, with the reason in `why` (someone else's data, or an operator's record).
 * erase:   'delete'  → the rows go (generic DELETE unless account-deletion.repository.ts handles them first);
 *          'anonymise' → handled by account-deletion.repository.ts (personal fields cleared, the row stays);
 *          'keep'    → kept as it is (accounting records; the user row itself is anonymised).
 * optional: the table may not exist (added by other work); skipped when absent (to_regclass).
 */

export interface ColumnPlan {
  export: { how: 'custom' | 'rows'; section: string } | null;
  erase: 'delete' | 'anonymise' | 'keep';
  why: string;
  optional?: boolean;
}

const custom = (section: string) => ({ how: 'custom' as const, section });
const rows = (section: string) => ({ how: 'rows' as const, section });

/** Keys are `table.column`. */
export const PERSONAL_DATA: Record<string, ColumnPlan> = {
  'sessions.user_id': { export: custom('sessions'), erase: 'delete', why: 'signed-in devices; every session ends' },
  'wallets.user_id': {
    export: custom('wallet'),
    erase: 'keep',
    why: 'accounting record (kept 7 years, Inland Revenue Ordinance s.51C); the balance is closed to 0 with a ledger row',
  },
  'wallet_transactions.user_id': { export: custom('wallet'), erase: 'keep', why: 'the credit ledger: accounting record' },
  'credit_grants.user_id': {
    export: rows('free_credit_grants'),
    erase: 'keep',
    why: 'free credit given (accounting); what is left is zeroed',
  },
  'free_credit_claims.user_id': { export: rows('free_credit_claims'), erase: 'keep', why: 'free credit given (accounting)' },
  'coupon_redemptions.user_id': {
    export: rows('coupon_redemptions'),
    erase: 'keep',
    why: 'free credit or a partner discount on a shop order given (accounting)',
  },
  'payment_orders.user_id': { export: custom('payment_orders'), erase: 'keep', why: 'payment records: accounting duty' },
  'saved_cards.user_id': {
    export: custom('saved_cards'),
    erase: 'delete',
    why: 'cards are forgotten here and at the payment provider',
  },
  'charge_applications.user_id': {
    export: rows('charge_applications'),
    erase: 'keep',
    why: 'receipt and invoice requests: accounting records',
  },
  'credit_refund_requests.user_id': {
    export: rows('credit_refund_requests'),
    erase: 'keep',
    why: 'refunds of purchased credit: accounting records',
  },
  'credit_refund_requests.decided_by': { export: null, erase: 'keep', why: 'the finance staff member who decided: an operator’s record' },
  'quote_requests.user_id': {
    export: custom('requests'),
    erase: 'anonymise',
    why: 'open requests are closed and their photos removed; the pros who were matched keep their lead history',
  },
  'quote_services.user_id': {
    export: custom('services'),
    erase: 'anonymise',
    why: 'the public profile is unpublished and archived, its phone, website and logo cleared; hired jobs keep its name',
  },
  'quote_templates.user_id': { export: rows('quote_templates'), erase: 'delete', why: 'the pro’s own quote templates' },
  'messages.sender_id': {
    export: custom('messages'),
    erase: 'anonymise',
    why: 'the other party keeps the conversation; the sender shows as a deleted user, attachments are removed',
  },
  'reviews.user_id': {
    export: custom('reviews_written'),
    erase: 'anonymise',
    why: 'reviews stay (the pro’s rating) with the author shown as “已刪除用戶 / Deleted user”, photos removed',
  },
  'attachments.user_id': { export: custom('uploads'), erase: 'delete', why: 'uploaded files are deleted from storage' },
  'phone_verifications.user_id': { export: rows('phone_verifications'), erase: 'delete', why: 'phone numbers verified (no codes)' },
  'chat_blocks.user_id': { export: rows('chat_blocks'), erase: 'delete', why: 'the users this user blocked' },
  'chat_blocks.blocked_user_id': { export: null, erase: 'delete', why: 'another user’s block list (their data)' },
  'auto_quote_budgets.user_id': {
    export: rows('auto_quote_budget'),
    erase: 'delete',
    why: 'the pro’s weekly auto-quote budget and stop switch',
  },
  'auto_quote_runs.user_id': {
    export: rows('auto_quote_runs'),
    erase: 'delete',
    why: 'which leads were auto-quoted and why not; the fees themselves stay in the ledger',
  },
  'reservations.consumer_id': {
    export: rows('reservations'),
    erase: 'delete',
    why: 'bookings the consumer made (with their note); the slots free up, the hired job stays on the pro’s side',
  },
  'consumer_surveys.user_id': {
    export: rows('budget_surveys'),
    erase: 'delete',
    why: 'what the consumer paid for a hired job; nobody else needs it',
    optional: true,
  },
  'quote_reports.user_id': { export: rows('reports'), erase: 'keep', why: 'reports of abuse: kept for the safety of others' },
  'activities.user_id': { export: custom('activities'), erase: 'keep', why: 'the history of requests and quotes' },
  'notifications.user_id': { export: custom('notifications'), erase: 'delete', why: 'in-app notifications' },
  'page_view_events.user_id': {
    export: rows('page_views'),
    erase: 'anonymise',
    why: 'page views stay for statistics without the user and device',
  },
  'identity_verifications.user_id': {
    export: custom('identity_verifications'),
    erase: 'delete',
    why: 'identity checks (the document number is exported masked)',
  },
  'identity_verifications.reviewed_by': { export: null, erase: 'keep', why: 'the operator who reviewed a check: the operator’s record' },
  'service_certificates.reviewed_by': { export: null, erase: 'keep', why: 'the operator who reviewed a certificate' },
  'operator_audit.operator_id': { export: null, erase: 'keep', why: 'the audit trail of operators’ decisions' },
  'contact_messages.user_id': { export: rows('contact_messages'), erase: 'delete', why: 'messages sent to support' },
  'password_resets.user_id': { export: rows('recovery_requests'), erase: 'delete', why: 'password-reset requests (no tokens exported)' },
  'account_deletion_codes.user_id': {
    export: rows('account_deletion_codes'),
    erase: 'delete',
    why: 'codes e-mailed to confirm a deletion',
  },
  // E-mail verification, phone sign-in codes and login links (migration 0406)
  'email_verifications.user_id': { export: rows('email_verifications'), erase: 'delete', why: 'e-mail verification requests' },
  'phone_login_codes.user_id': { export: rows('phone_login_codes'), erase: 'delete', why: 'phone sign-in codes requested' },
  'login_links.user_id': { export: rows('login_links'), erase: 'delete', why: 'one-time sign-in links requested' },
  // Links that act on a request or quote without signing in (migration 0818)
  'hash_links.user_id': { export: rows('request_and_quote_links'), erase: 'delete', why: 'links e-mailed about requests and quotes' },
  // Account settings (migration 0409)
  'user_avatars.user_id': { export: custom('profile'), erase: 'delete', why: 'the avatar picture (its files are deleted)' },
  'invoice_settings.user_id': { export: rows('invoice_settings'), erase: 'delete', why: 'what receipts are made out to' },
  'email_changes.user_id': { export: rows('email_changes'), erase: 'delete', why: 'e-mail address changes requested' },
  // Referrals and the fraud check (migration 0407)
  'referrals.referrer_id': {
    export: custom('referrals'),
    erase: 'keep',
    why: 'referrals made and their rewards (paid through the ledger); the referred people’s devices and addresses are not exported',
    optional: true,
  },
  'referrals.referred_id': {
    export: custom('referrals'),
    erase: 'anonymise',
    why: 'who referred this user; its device and IP address are cleared',
    optional: true,
  },
  'fraud_assessments.user_id': {
    export: null,
    erase: 'keep',
    why: 'fraud-prevention records (PDPO s.58 crime-prevention exemption); sign-up and login counts per IP and device',
    optional: true,
  },
  // The back office (migrations 0800-0807)
  'staff_roles.user_id': {
    export: rows('staff_roles'),
    erase: 'delete',
    why: 'the back-office roles the account holds; a deleted account keeps no access',
  },
  'ops_tickets.user_id': {
    export: null,
    erase: 'anonymise',
    why: 'the staff’s working record of the user’s items (each item is exported in its own section, the user’s messages under support_messages); contact tickets are deleted with their contact messages, others lose the e-mail address',
  },
  'ops_tickets.assignee_id': { export: null, erase: 'keep', why: 'the staff member a ticket is assigned to: an operator’s record' },
  'ops_ticket_notes.staff_id': {
    export: null,
    erase: 'keep',
    why: 'internal notes a staff member wrote about other users’ items: an operator’s record',
  },
  'ops_ticket_messages.author_id': {
    export: rows('support_messages'),
    erase: 'anonymise',
    why: 'the user’s own messages to support are deleted; a staff member’s replies stay in the thread of the user they answered',
  },
  'charge_applications.issued_by': {
    export: null,
    erase: 'keep',
    why: 'the finance staff member who issued a receipt: an operator’s record',
  },
  'quote_reports.reported_user_id': {
    export: null,
    erase: 'keep',
    why: 'reports others made about this user: the reporters’ data, kept for the safety of others (PDPO s.58)',
  },
  'quote_reports.decided_by': { export: null, erase: 'keep', why: 'the staff member who decided a report: an operator’s record' },
  'hidden_reviews.user_id': {
    export: rows('hidden_reviews'),
    erase: 'delete',
    why: 'the user’s reviews hidden by moderation (shown nowhere, counted nowhere) go with the account; the decision stays in the audit trail',
  },
  'fraud_assessments.reviewed_by': {
    export: null,
    erase: 'keep',
    why: 'the staff member who released or blocked a held sign-up: an operator’s record',
    optional: true,
  },
  'referrals.reviewed_by': {
    export: null,
    erase: 'keep',
    why: 'the staff member who paid or rejected a held referral reward: an operator’s record',
    optional: true,
  },
  // Social sign-in (migration 0408)
  'social_identities.user_id': {
    export: rows('social_identities'),
    erase: 'delete',
    why: 'Google, Apple and Facebook sign-ins linked to the account',
    optional: true,
  },
  // Partner sessions (migration 0826; docs/decisions/0044)
  'partner_identities.user_id': {
    export: rows('partner_identities'),
    erase: 'delete',
    why: 'partner accounts (55688, the telecom partner) that sign in to this account',
    optional: true,
  },
  'partner_identities.partner_user_id': {
    export: null,
    erase: 'delete',
    why: "the partner's own id of the user: in the partner_identities rows exported above, deleted with them",
    optional: true,
  },
  // Safety payments (migration 0810)
  'payout_accounts.user_id': { export: rows('payout_accounts'), erase: 'delete', why: 'the bank account or FPS id payouts go to' },
  'safety_payments.consumer_id': {
    export: rows('safety_payments_paid'),
    erase: 'keep',
    why: 'money paid into safety for a job: a payment record kept for accounting',
  },
  'safety_payments.pro_id': {
    export: rows('safety_payments_received'),
    erase: 'keep',
    why: 'money held and released for a job: a payment record kept for accounting',
  },
  // Payouts (migration 0812): what releases owe the pro and the account each was paid to (copied at export).
  'payout_instructions.pro_id': {
    export: rows('payout_instructions'),
    erase: 'keep',
    why: 'payouts of released safety payments and the account each went to: payment records kept for accounting',
  },
  'safety_pay_ins.consumer_id': {
    export: rows('safety_pay_ins'),
    erase: 'keep',
    why: 'each try at paying into safety (way of paying, amount, card brand and last 4 digits): payment records kept for accounting',
  },
  'safety_payment_parts.decided_by': {
    export: null,
    erase: 'keep',
    why: 'the trust and safety staff member who decided a disputed payment: an operator’s record',
  },
  'payout_batches.created_by': {
    export: null,
    erase: 'keep',
    why: 'the finance staff member who approved a payout batch: an operator’s record',
  },
  // The shop (migration 0813, docs/decisions/0038). A pro's items belong to the service (quote_services.user_id).
  'shop_items.reviewed_by': {
    export: null,
    erase: 'keep',
    why: 'the operator who published or rejected a shop item: an operator’s record',
  },
  'shop_orders.consumer_id': {
    export: rows('shop_orders_placed'),
    erase: 'keep',
    why: 'shop orders bought (what, how many, the price and the status): sales records kept for accounting',
  },
  'shop_orders.pro_id': {
    export: rows('shop_orders_received'),
    erase: 'keep',
    why: 'shop orders sold and paid out: sales records kept for accounting',
  },
  'shop_payments.consumer_id': {
    export: rows('shop_payments'),
    erase: 'keep',
    why: 'each try at paying a shop order (way of paying, amount, card brand and last 4 digits): payment records kept for accounting',
  },
  'shop_order_feedbacks.consumer_id': {
    export: rows('shop_feedbacks_written'),
    erase: 'keep',
    why: 'feedback on a shop order stays (the pro’s rating) under the anonymised account’s name; its photos go with the user’s uploads',
  },
  'shop_likes.user_id': { export: rows('shop_likes'), erase: 'delete', why: 'the shop items the user liked (the favourites list)' },
  'photo_likes.user_id': { export: rows('photo_likes'), erase: 'delete', why: 'the photos of pros’ past work the user liked' },
  'shop_chats.consumer_id': {
    export: rows('shop_chats'),
    erase: 'keep',
    why: 'questions about shop items and order chats (which item or order, when): the pro keeps the chat, the user shows as a deleted user',
  },
  'shop_chats.pro_id': {
    export: rows('shop_chats'),
    erase: 'keep',
    why: 'chats with customers about the pro’s shop items and orders: the customer keeps the chat, the pro shows as a deleted user',
  },
  'shop_chat_messages.sender_id': {
    export: custom('shop_chat_messages'),
    erase: 'keep',
    why: 'messages sent in shop chats: the other party keeps the conversation and the sender shows as a deleted user, as in bid chats',
  },
  'voice_calls.caller_id': {
    export: rows('voice_calls_made'),
    erase: 'keep',
    why: 'the call log of bids (who called, when, how long; no audio is ever recorded): the other party keeps it, the user shows as a deleted user',
  },
  'voice_calls.callee_id': {
    export: rows('voice_calls_received'),
    erase: 'keep',
    why: 'calls the user received on bids: the other party keeps the call log, the user shows as a deleted user',
  },
  // Merchant applications (migration 0817, docs/decisions/0041).
  'merchant_applications.user_id': {
    export: rows('merchant_applications'),
    erase: 'delete',
    why: 'applications to take payments as a merchant (company, BR number, contact, bank account); they go with the account',
  },
  'merchant_applications.decided_by': {
    export: null,
    erase: 'keep',
    why: 'the finance staff member who approved or rejected an application: an operator’s record',
  },
  // Business-loan enquiries (migration 0821, flag businessLoan).
  'business_loan_enquiries.user_id': {
    export: rows('business_loan_enquiries'),
    erase: 'delete',
    why: 'a pro’s request to be called about a business loan (amount, purpose, phone); it goes with the account',
  },
  'business_loan_enquiries.handled_by': {
    export: null,
    erase: 'keep',
    why: 'the finance staff member who last moved an enquiry: an operator’s record',
  },
  'voice_lines.user_id': { export: null, erase: 'delete', why: 'the busy flag of a call in progress (no data of its own); the call ends' },
  'voice_call_appointments.proposed_by': {
    export: rows('voice_call_appointments_proposed'),
    erase: 'keep',
    why: 'call-back times proposed on bids, with their note: the other party keeps them in their calendar, the user shows as a deleted user',
  },
  'voice_call_appointments.proposed_to': {
    export: rows('voice_call_appointments_received'),
    erase: 'keep',
    why: 'call-back times proposed to the user on bids: the proposer keeps them, the user shows as a deleted user',
  },
  'voice_call_appointments.cancelled_by': {
    export: null,
    erase: 'keep',
    why: 'which party cancelled an appointment: part of both parties’ record',
  },
};

/** Columns never exported, whatever the table: password and token hashes, codes, secrets. */
export const SECRET_COLUMN = /(hash|token|secret|otp|passw|salt|private|code_hash)/i;

/** The tables the generic steps may name (identifiers are never taken from input). */
export function tableAndColumn(key: string): { table: string; column: string } {
  const [table, column] = key.split('.');
  if (!/^[a-z_]+$/.test(table ?? '') || !/^[a-z_]+$/.test(column ?? '')) throw new Error(`bad personal data key ${key}`);
  return { table, column };
}

/** Every column pointing at a user: foreign keys to users(id), and columns named user_id or *_user_id without one. */
export const USER_COLUMNS_SQL = `
  SELECT cl.relname || '.' || a.attname AS key
    FROM pg_constraint k
    JOIN pg_class cl ON cl.oid = k.conrelid
    JOIN pg_namespace n ON n.oid = cl.relnamespace AND n.nspname = current_schema()
    JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY (k.conkey)
   WHERE k.contype = 'f' AND k.confrelid = 'users'::regclass AND cl.relname <> 'users'
  UNION
  SELECT c.table_name || '.' || c.column_name
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
   WHERE c.table_schema = current_schema() AND c.table_name <> 'users' AND (c.column_name = 'user_id' OR c.column_name LIKE '%\\_user\\_id')
  ORDER BY 1`;
