/**
 * The subject panel of each kind of ticket (its `subject_type`): the item in context with its decision buttons,
 * built by the module that owns the item and loaded with the ticket page only when such a ticket is opened.
 * A kind without a panel shows the ticket's summary only.
 */
import loadable, { type LoadableComponent } from '@loadable/component';
import type { Ticket } from '@shared/schemas/back-office.schema';

export interface SubjectPanelProps {
  ticket: Ticket;
}

type Panel = LoadableComponent<SubjectPanelProps>;
export type SubjectPanels = Record<string, Panel | undefined>;

export const SUBJECT_PANELS: SubjectPanels = {
  fraud_assessment: loadable(() => import(/* webpackChunkName: "ops-panel-fraud" */ './panels/fraud-panel')),
  referral: loadable(() => import(/* webpackChunkName: "ops-panel-referral" */ './panels/referral-panel')),
  credit_refund: loadable(() => import(/* webpackChunkName: "ops-panel-credit-refund" */ './panels/credit-refund-panel')),
  charge_application: loadable(() => import(/* webpackChunkName: "ops-panel-receipt" */ './panels/receipt-panel')),
  report: loadable(() => import(/* webpackChunkName: "ops-panel-report" */ './panels/report-panel')),
  contact_message: loadable(() => import(/* webpackChunkName: "ops-panel-contact" */ './panels/contact-panel')),
  // A disputed safety payment part (queue "disputes"; subject_id is the part's id).
  safety_part: loadable(() => import(/* webpackChunkName: "ops-panel-safety-dispute" */ './panels/safety-dispute-panel')),
  // A shop item applying for review (queue "shop_items"; subject_id is the item's id).
  shop_item: loadable(() => import(/* webpackChunkName: "ops-panel-shop-item" */ './panels/shop-item-panel')),
  // A company applying to take payments as a merchant (queue "merchant_applications"; subject_id is the application's id).
  merchant_application: loadable(
    () => import(/* webpackChunkName: "ops-panel-merchant-application" */ './panels/merchant-application-panel'),
  ),
  // A pro's business-loan enquiry (queue "business_loans"; subject_id is the enquiry's id).
  business_loan: loadable(() => import(/* webpackChunkName: "ops-panel-business-loan" */ './panels/business-loan-panel')),
};
