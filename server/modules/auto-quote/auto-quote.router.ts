/** The HTTP edge of auto-quote (shared/api/auto-quote.contract.ts). */
import { autoQuoteContract } from '@shared/api/auto-quote.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as autoQuote from './auto-quote.service';
import { switchToManualQuote } from './auto-quote-manual.service';

export function autoQuoteRoutes(deps: FullDeps): Implementation[] {
  const { db } = deps;
  return implement(autoQuoteContract, {
    settings: ({ user }) => autoQuote.getAutoQuoteSettings(db, user.id),
    budget: ({ user, body }) => autoQuote.updateAutoQuoteBudget(db, user.id, { weekly_budget: body.weekly_budget }),
    stopAll: ({ user, body }) => autoQuote.updateAutoQuoteBudget(db, user.id, { is_stopped: body.is_stopped }),
    category: ({ user, params, body }) => autoQuote.updateAutoQuoteCategory(db, user.id, params, body),
    switchToManual: ({ user, params }) => switchToManualQuote(deps, user.id, params.id),
  });
}
