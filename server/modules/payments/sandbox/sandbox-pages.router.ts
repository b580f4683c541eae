/**
 * The sandbox gateway's hosted pages under /sandbox-gateway (mounted only when PAYMENT_PROVIDER=sandbox): the card
 * page with its 3-D-Secure-like step, the convenience-store counter and the bank. Server-rendered HTML, translated
 * (pricing|gateway>…), same-origin form posts, never cached.
 */
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shared/i18n/i18n-config';
import { originCheck } from '../../../middleware/origin-check';
import { logger } from '../../../lib/logger';
import { checkCardForm } from './sandbox-cards';
import type { SandboxDeps } from './sandbox-events';
import {
  answerChallenge,
  expireIfDue,
  findPayment,
  isPastDeadline,
  isSafeReturnUrl,
  payCardCheckout,
  type SandboxPayment,
} from './sandbox-gateway';
import { findBill, payBankTransfer, payCvsBill } from './sandbox-offline';
import { renderPage, type SafeHtml } from './sandbox-html';
import { bankView, challengeView, checkoutView, counterView, messageView, receiptView, type Kit } from './sandbox-views';
import { createRouter } from '../../../lib/router';

const BASE = '/sandbox-gateway';

function kitOf(req: Request): Kit {
  const q = req.query.lng;
  const lng: Language = isLanguage(q) ? q : isLanguage(req.lng) ? req.lng : DEFAULT_LANGUAGE;
  return {
    lng,
    t: (key, vars) => req.t(`pricing|gateway>${key}`, { ...vars, lng }),
    href: (path, query) => `${path}?${new URLSearchParams({ lng, ...query }).toString()}`,
  };
}

function send(req: Request, res: Response, status: number, title: string, body: SafeHtml): void {
  const kit = kitOf(req);
  const other: Language = kit.lng === 'zh-HK' ? 'en-HK' : 'zh-HK';
  const query = new URLSearchParams(req.query as Record<string, string>);
  query.set('lng', other);
  const page = renderPage({
    lng: kit.lng,
    nonce: String(res.locals.cspNonce ?? ''),
    title: `${title} · ${kit.t('merchant')}`,
    banner: kit.t('banner'),
    footer: kit.t('footer'),
    langSwitch: { href: `${req.path}?${query.toString()}`, label: kit.t('lang_switch'), lng: other },
    body,
  });
  res.status(status).type('html').send(page);
}

const text = (body: unknown, name: string, max: number): string => {
  const v = (body as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' && v.length <= max && !v.includes('\0') ? v : '';
};

const back = (p: SandboxPayment): string | undefined => (isSafeReturnUrl(p.return_url) ? p.return_url : undefined);

/** Answers for a card payment that cannot take this step (unknown, paid, expired, other step); false when it can. */
function cardGate(req: Request, res: Response, p: SandboxPayment | undefined, step: 'checkout' | '3ds'): boolean {
  const kit = kitOf(req);
  const message = (status: number, key: string, target?: SandboxPayment) =>
    send(
      req,
      res,
      status,
      kit.t(`status>${key}_title`),
      messageView(kit, { title: kit.t(`status>${key}_title`), body: kit.t(`status>${key}_body`), back: target && back(target) }),
    );
  if (!p || p.method !== 'card' || !p.return_url) message(404, 'not_found');
  else if (p.status === 'succeeded') message(200, 'paid', p);
  else if (p.status === 'expired' || isPastDeadline(p)) message(410, 'expired', p);
  else if (step === 'checkout' && p.status === 'requires_action') res.redirect(303, kit.href(`${BASE}/3ds/${p.id}`));
  else if (step === '3ds' && p.status !== 'requires_action') res.redirect(303, kit.href(`${BASE}/checkout/${p.id}`));
  else return false;
  return true;
}

function showCheckout(deps: SandboxDeps): RequestHandler {
  return async (req, res) => {
    const p = await findPayment(deps, String(req.params.id));
    if (cardGate(req, res, p, 'checkout')) return;
    const kit = kitOf(req);
    send(req, res, 200, kit.t('card>title'), checkoutView(kit, p!, { values: { number: '', expiry: '', name: '' }, problems: {} }));
  };
}

function postCheckout(deps: SandboxDeps): RequestHandler {
  return async (req, res) => {
    const kit = kitOf(req);
    const p = await findPayment(deps, String(req.params.id));
    if (p && isPastDeadline(p)) await expireIfDue(deps, p.id);
    if (cardGate(req, res, p, 'checkout')) return;
    const values = { number: text(req.body, 'number', 40), expiry: text(req.body, 'expiry', 10), name: text(req.body, 'name', 100) };
    const checked = checkCardForm({ ...values, cvc: text(req.body, 'cvc', 4) }, new Date());
    if ('problems' in checked)
      return send(req, res, 422, kit.t('card>title'), checkoutView(kit, p!, { values, problems: checked.problems }));
    const result = await payCardCheckout(deps, p!.id, checked.card);
    if (result.kind === 'succeeded') return res.redirect(303, p!.return_url);
    if (result.kind === 'challenge') return res.redirect(303, kit.href(`${BASE}/3ds/${p!.id}`));
    if (result.kind === 'failed') {
      const declined = result.code === 211 ? 'foreign' : 'declined';
      return send(req, res, 402, kit.t('card>title'), checkoutView(kit, p!, { values, problems: {}, declined }));
    }
    cardGate(req, res, result.payment ?? p, 'checkout');
  };
}

function showChallenge(deps: SandboxDeps): RequestHandler {
  return async (req, res) => {
    const p = await findPayment(deps, String(req.params.id));
    if (cardGate(req, res, p, '3ds')) return;
    const kit = kitOf(req);
    send(req, res, 200, kit.t('challenge>title'), challengeView(kit, p!));
  };
}

function postChallenge(deps: SandboxDeps): RequestHandler {
  return async (req, res) => {
    const kit = kitOf(req);
    const p = await findPayment(deps, String(req.params.id));
    if (p && isPastDeadline(p)) await expireIfDue(deps, p.id);
    if (cardGate(req, res, p, '3ds')) return;
    const approve = text(req.body, 'action', 10) !== 'cancel';
    const result = await answerChallenge(deps, p!.id, { approve, code: text(req.body, 'code', 10) });
    if (result.kind === 'succeeded' || result.kind === 'failed') return res.redirect(303, p!.return_url);
    if (result.kind === 'wrong_code') return send(req, res, 422, kit.t('challenge>title'), challengeView(kit, p!, result.attemptsLeft));
    cardGate(req, res, result.payment ?? p, '3ds');
  };
}

function counter(deps: SandboxDeps): RequestHandler {
  return async (req, res) => {
    const kit = kitOf(req);
    const title = kit.t('counter>title');
    const code = req.method === 'POST' ? text(req.body, 'code', 40) : typeof req.query.code === 'string' ? req.query.code.slice(0, 40) : '';
    if (!code) return send(req, res, 200, title, counterView(kit, { code }));
    if (req.method === 'POST' && text(req.body, 'step', 10) === 'pay') {
      const paid = await payCvsBill(deps, code);
      if ('payment' in paid) return send(req, res, 200, kit.t('receipt>title'), receiptView(kit, paid.payment));
      return send(req, res, 422, title, counterView(kit, { code, problem: paid.problem }));
    }
    const found = await findBill(deps, code);
    if ('payment' in found) return send(req, res, 200, title, counterView(kit, { code, bill: found.payment }));
    send(req, res, req.method === 'POST' ? 422 : 200, title, counterView(kit, { code, problem: found.problem }));
  };
}

function bank(deps: SandboxDeps): RequestHandler {
  return async (req, res) => {
    const kit = kitOf(req);
    const title = kit.t('bank>title');
    if (req.method !== 'POST') {
      const q = (name: string, max: number) => (typeof req.query[name] === 'string' ? String(req.query[name]).slice(0, max) : '');
      return send(req, res, 200, title, bankView(kit, { account: q('account', 40), amount: q('amount', 12) }));
    }
    const account = text(req.body, 'account', 40);
    const amountText = text(req.body, 'amount', 12).trim().replace(/^HK\$/i, '').replace(/,/g, '');
    const view = { account, amount: amountText };
    if (!/^\d{1,7}$/.test(amountText) || Number(amountText) <= 0)
      return send(req, res, 422, title, bankView(kit, { ...view, problem: 'amount_invalid' }));
    const paid = await payBankTransfer(deps, account, Number(amountText));
    if ('problem' in paid) {
      const expected = paid.problem === 'wrong_amount' ? paid.payment.amount : undefined;
      return send(req, res, 422, title, bankView(kit, { ...view, problem: paid.problem, expected }));
    }
    send(req, res, 200, kit.t('receipt>title'), receiptView(kit, paid.payment));
  };
}

/** Refused requests (a foreign Origin, a body that is too large) get a page too; anything else goes on to the app. */
const pageErrors: ErrorRequestHandler = (err, req, res, next) => {
  const status = (err as { status?: number }).status;
  if (typeof status !== 'number' || status < 400 || status >= 500 || res.headersSent) return next(err);
  logger().warn('sandbox-gateway-refused', { status, path: req.path });
  const kit = kitOf(req);
  send(
    req,
    res,
    status,
    kit.t('status>refused_title'),
    messageView(kit, { title: kit.t('status>refused_title'), body: kit.t('status>refused_body') }),
  );
};

/** The hosted pages; mount in app.ts when PAYMENT_PROVIDER=sandbox. */
export function sandboxGatewayRouter(deps: SandboxDeps): express.Router {
  const router = createRouter();
  router.use(BASE, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(BASE, originCheck(deps.env.PUBLIC_URL), express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 }));
  router.get(`${BASE}/checkout/:id`, showCheckout(deps));
  router.post(`${BASE}/checkout/:id`, postCheckout(deps));
  router.get(`${BASE}/3ds/:id`, showChallenge(deps));
  router.post(`${BASE}/3ds/:id`, postChallenge(deps));
  router.get(`${BASE}/counter`, counter(deps));
  router.post(`${BASE}/counter`, counter(deps));
  router.get(`${BASE}/bank`, bank(deps));
  router.post(`${BASE}/bank`, bank(deps));
  router.use(BASE, pageErrors);
  return router;
}
