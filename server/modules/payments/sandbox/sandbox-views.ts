/** The bodies of the sandbox gateway's hosted pages (card form, 3-D-Secure step, store counter, bank, receipts). */
import type { Language } from '@shared/i18n/i18n-config';
import { formatHkd } from '@shared/utils/format';
import { formatDateTime } from '@shared/utils/dates';
import { TEST_CARDS, groupDigits, type CardField, type CardProblem } from './sandbox-cards';
import type { SandboxPayment } from './sandbox-gateway';
import { html, type SafeHtml } from './sandbox-html';

export interface Kit {
  lng: Language;
  /** A `pricing|gateway>…` string. */
  t(key: string, vars?: Record<string, string | number>): string;
  /** A gateway path with `?lng=` (and more query) added. */
  href(path: string, query?: Record<string, string>): string;
}

const serverDate = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

export function when(kit: Kit, d: Date): string {
  return formatDateTime(serverDate(d), kit.lng);
}

function summary(kit: Kit, p: SandboxPayment, amountLabel = 'amount_label'): SafeHtml {
  return html`<div class="merchant">
      <div class="logo" aria-hidden="true">師</div>
      <div>
        <div class="merchant-name">${kit.t('merchant')}</div>
        ${p.description ? html`<div class="muted">${p.description}</div>` : ''}
      </div>
    </div>
    <div class="muted">${kit.t(amountLabel)}</div>
    <p class="amount">${formatHkd(p.amount)}</p>`;
}

function field(
  kit: Kit,
  f: {
    name: string;
    label: string;
    value: string;
    problem?: string;
    autocomplete: string;
    inputmode?: string;
    placeholder?: string;
    max: number;
  },
): SafeHtml {
  const id = `f-${f.name}`;
  return html`<label for="${id}">${f.label}</label>
    <input
      id="${id}"
      name="${f.name}"
      value="${f.value}"
      autocomplete="${f.autocomplete}"
      maxlength="${f.max}"
      ${f.inputmode ? html`inputmode="${f.inputmode}"` : ''}
      ${f.placeholder ? html`placeholder="${f.placeholder}"` : ''}
      ${f.problem ? html`aria-invalid="true" aria-describedby="${id}-error"` : ''}
      required
    />
    ${f.problem ? html`<p class="field-error" id="${id}-error">${kit.t(`errors>${f.problem}`)}</p>` : ''}`;
}

function testCards(kit: Kit): SafeHtml {
  const rows = TEST_CARDS.map(
    (c) =>
      html`<tr>
        <td class="num">${groupDigits(c.number)}</td>
        <td>${kit.t(`test_cards>${c.outcome}`)}</td>
      </tr>`,
  );
  return html`<section class="panel" aria-labelledby="test-cards">
    <h2 id="test-cards">${kit.t('test_cards>title')}</h2>
    <p class="muted">${kit.t('test_cards>intro')}</p>
    <table>
      <thead>
        <tr>
          <th>${kit.t('test_cards>number')}</th>
          <th>${kit.t('test_cards>result')}</th>
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
  </section>`;
}

export interface CheckoutForm {
  values: { number: string; expiry: string; name: string };
  problems: Partial<Record<CardField, CardProblem>>;
  declined?: 'declined' | 'foreign';
}

export function checkoutView(kit: Kit, p: SandboxPayment, form: CheckoutForm): SafeHtml {
  const v = form.values;
  return html`<section class="panel">
      ${summary(kit, p)} ${form.declined ? html`<div class="alert alert-error" role="alert">${kit.t(`errors>${form.declined}`)}</div>` : ''}
      <form method="post" action="${kit.href(`/sandbox-gateway/checkout/${p.id}`)}" novalidate>
        ${field(kit, { name: 'number', label: kit.t('card>number'), value: v.number, problem: form.problems.number, autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '4242 4242 4242 4242', max: 23 })}
        <div class="row">
          <div>
            ${field(kit, { name: 'expiry', label: kit.t('card>expiry'), value: v.expiry, problem: form.problems.expiry, autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: 'MM/YY', max: 7 })}
          </div>
          <div>
            ${field(kit, { name: 'cvc', label: kit.t('card>cvc'), value: '', problem: form.problems.cvc, autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: '123', max: 3 })}
          </div>
        </div>
        ${field(kit, { name: 'name', label: kit.t('card>name'), value: v.name, problem: form.problems.name, autocomplete: 'cc-name', max: 100 })}
        ${p.save_card ? html`<p class="muted">${kit.t('card>save_note')}</p>` : ''}
        <button class="btn" type="submit">${kit.t('card>pay', { amount: formatHkd(p.amount) })}</button>
      </form>
      <a class="link" href="${p.return_url}">${kit.t('card>cancel')}</a>
    </section>
    ${testCards(kit)}`;
}

export function challengeView(kit: Kit, p: SandboxPayment, attemptsLeft?: number): SafeHtml {
  return html`<section class="panel">
    ${summary(kit, p)}
    <h1>${kit.t('challenge>title')}</h1>
    <p>${kit.t('challenge>intro')}</p>
    <div class="alert alert-info" role="note">${kit.t('challenge>sms')} <span class="code">${p.challenge_code}</span></div>
    ${attemptsLeft !== undefined ? html`<div class="alert alert-error" role="alert">${kit.t('challenge>wrong_code', { left: attemptsLeft })}</div>` : ''}
    <form method="post" action="${kit.href(`/sandbox-gateway/3ds/${p.id}`)}" novalidate>
      <label for="f-code">${kit.t('challenge>code_label')}</label>
      <input id="f-code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" />
      <button class="btn" type="submit" name="action" value="approve">${kit.t('challenge>approve')}</button>
      <button class="btn btn-secondary" type="submit" name="action" value="cancel">${kit.t('challenge>cancel')}</button>
    </form>
  </section>`;
}

export function counterView(kit: Kit, s: { code: string; problem?: string; bill?: SandboxPayment }): SafeHtml {
  const bill = s.bill;
  return html`<section class="panel">
      <h1>${kit.t('counter>title')}</h1>
      <p class="muted">${kit.t('counter>intro')}</p>
      ${s.problem ? html`<div class="alert alert-error" role="alert">${kit.t(`counter>${s.problem}`)}</div>` : ''}
      <form method="post" action="${kit.href('/sandbox-gateway/counter')}" novalidate>
        <label for="f-code">${kit.t('counter>code_label')}</label>
        <input id="f-code" name="code" value="${s.code}" inputmode="numeric" maxlength="20" required />
        <button class="btn${bill ? ' btn-secondary' : ''}" type="submit" name="step" value="lookup">${kit.t('counter>find')}</button>
      </form>
    </section>
    ${
      bill
        ? html`<section class="panel" aria-labelledby="bill">
            <h2 id="bill">${kit.t('counter>bill_title')}</h2>
            ${summary(kit, bill)}
            <p class="muted">${kit.t('counter>valid_until', { date: when(kit, bill.expires_at) })}</p>
            <form method="post" action="${kit.href('/sandbox-gateway/counter')}">
              <input type="hidden" name="code" value="${bill.payment_code}" />
              <button class="btn" type="submit" name="step" value="pay">
                ${kit.t('counter>confirm', { amount: formatHkd(bill.amount) })}
              </button>
            </form>
          </section>`
        : ''
    }`;
}

export function bankView(kit: Kit, s: { account: string; amount: string; problem?: string; expected?: number }): SafeHtml {
  const message = s.problem
    ? kit.t(`bank>${s.problem}`, s.expected !== undefined ? { amount: formatHkd(s.expected) } : undefined)
    : undefined;
  return html`<section class="panel">
    <h1>${kit.t('bank>title')}</h1>
    <p class="muted">${kit.t('bank>intro')}</p>
    ${message ? html`<div class="alert alert-error" role="alert">${message}</div>` : ''}
    <form method="post" action="${kit.href('/sandbox-gateway/bank')}" novalidate>
      <label for="f-account">${kit.t('bank>account_label')}</label>
      <input id="f-account" name="account" value="${s.account}" inputmode="numeric" maxlength="20" required />
      <label for="f-amount">${kit.t('bank>amount_label')}</label>
      <input id="f-amount" name="amount" value="${s.amount}" inputmode="numeric" maxlength="9" required />
      <button class="btn" type="submit">${kit.t('bank>transfer')}</button>
    </form>
  </section>`;
}

export function receiptView(kit: Kit, p: SandboxPayment): SafeHtml {
  const reference = p.method === 'cvs' ? p.payment_code : p.virtual_account;
  return html`<section class="panel" aria-labelledby="receipt">
    <h1 id="receipt">${kit.t('receipt>title')}</h1>
    ${summary(kit, p, 'receipt>amount')}
    <dl>
      <dt>${kit.t(p.method === 'cvs' ? 'counter>code_label' : 'bank>account_label')}</dt>
      <dd>${reference}</dd>
      <dt>${kit.t('receipt>reference')}</dt>
      <dd>${p.id}</dd>
      <dt>${kit.t('receipt>paid_at')}</dt>
      <dd>${when(kit, p.paid_at ?? new Date())}</dd>
    </dl>
    ${p.return_url ? html`<a class="btn" href="${p.return_url}">${kit.t('receipt>back')}</a>` : ''}
  </section>`;
}

export function messageView(kit: Kit, m: { title: string; body: string; back?: string }): SafeHtml {
  return html`<section class="panel">
    <h1>${m.title}</h1>
    <p>${m.body}</p>
    ${m.back ? html`<a class="btn" href="${m.back}">${kit.t('receipt>back')}</a>` : ''}
  </section>`;
}
