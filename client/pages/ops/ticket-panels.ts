/**
 * Subject panels the ticket page adds to the console's own registry: those that show another feature's components
 * (a feature may not import another, so the page composes them).
 */
import loadable from '@loadable/component';
import type { SubjectPanels } from '@client/features/back-office/panels';

const VerificationPanel = loadable(() => import(/* webpackChunkName: "ops-panel-verification" */ './verification-panel'));

export const PAGE_PANELS: SubjectPanels = {
  certificate: VerificationPanel,
  identity: VerificationPanel,
};
