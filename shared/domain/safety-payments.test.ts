import { finalStatuses } from './state-machine';
import {
  autoReleaseAt,
  commissionOf,
  HOLDING_STATUSES,
  inspectionFeeProblem,
  invalidPayoutHistory,
  invalidSafetyHistory,
  maskPayoutAccount,
  normalizePayoutAccount,
  payoutAccountProblem,
  payoutStatusesBefore,
  PAYOUT_TRANSITIONS,
  planProblem,
  postingsOf,
  priceAfterInspection,
  refundOutcome,
  refundProblem,
  releaseRemindersAfter,
  SAFETY_PAYMENT_STATUSES,
  SAFETY_TRANSITIONS,
  safetyStatusesBefore,
  timeLeft,
  type PayoutAccount,
  type Posting,
  type SafetyMovement,
} from './safety-payments';

describe('the safety payment state machine', () => {
  it('when money was released, refunded, split or never paid, then nothing moves it again', () => {
    expect(finalStatuses(SAFETY_TRANSITIONS).sort()).toEqual(['refunded', 'released', 'settled', 'void']);
  });

  it('when a part is released, then it was held or decided by trust and safety: never straight from an open request', () => {
    expect(safetyStatusesBefore('released').sort()).toEqual(['disputed', 'held']);
  });

  it('when only a webhook can mark a part held, then held is reached from awaiting payment or a withdrawn request', () => {
    expect(safetyStatusesBefore('held').sort()).toEqual(['awaiting_payment', 'cancel_requested', 'refund_countered', 'refund_requested']);
  });

  it('when a part is not paid yet, then it can be dropped but not refunded', () => {
    expect(safetyStatusesBefore('void')).toEqual(['awaiting_payment']);
    expect(safetyStatusesBefore('refunded')).not.toContain('awaiting_payment');
  });

  it('when a part holds money, then every status it can move to is reachable and every holding status can end', () => {
    for (const s of HOLDING_STATUSES) {
      expect(SAFETY_TRANSITIONS[s].some((to) => ['released', 'refunded', 'settled', 'disputed'].includes(to))).toBe(true);
    }
    expect(SAFETY_PAYMENT_STATUSES.filter((s) => !HOLDING_STATUSES.includes(s)).sort()).toEqual([
      'awaiting_payment',
      'refunded',
      'released',
      'settled',
      'void',
    ]);
  });

  it('when a history is replayed, then a second release or a refund after release is named', () => {
    expect(invalidSafetyHistory(['awaiting_payment', 'held', 'refund_requested', 'refund_countered', 'disputed', 'settled'])).toBeNull();
    expect(invalidSafetyHistory(['awaiting_payment', 'held', 'released', 'refunded'])).toEqual({ at: 3, from: 'released', to: 'refunded' });
    expect(invalidSafetyHistory(['held'])).toEqual({ at: 0, from: null, to: 'held' });
  });
});

describe('payout instructions', () => {
  it('when an instruction is paid, then it is final; a failed one goes round again after new details', () => {
    expect(PAYOUT_TRANSITIONS.paid).toEqual([]);
    expect(payoutStatusesBefore('pending').sort()).toEqual(['approved', 'failed']);
    expect(invalidPayoutHistory(['pending', 'approved', 'exported', 'failed', 'pending', 'approved', 'exported', 'paid'])).toBeNull();
    expect(invalidPayoutHistory(['pending', 'exported'])).toEqual({ at: 1, from: 'pending', to: 'exported' });
  });
});

describe('payment plans', () => {
  it('when the parts add up to the price within the bounds, then the plan is accepted', () => {
    expect(planProblem('full', 1200, [1200])).toBeNull();
    expect(planProblem('deposit', 1200, [300, 900])).toBeNull();
    expect(planProblem('milestones', 30_000, [10_000, 10_000, 10_000])).toBeNull();
  });

  it('when a plan is malformed, then the first problem is named', () => {
    expect(planProblem('full', 1200.5, [1200.5])).toBe('price_not_whole');
    expect(planProblem('full', 20, [20])).toBe('price_out_of_range');
    expect(planProblem('full', 1200, [600, 600])).toBe('wrong_part_count');
    expect(planProblem('deposit', 1200, [1200])).toBe('wrong_part_count');
    expect(planProblem('milestones', 1200, [200, 200, 200, 200, 200, 200])).toBe('wrong_part_count');
    expect(planProblem('deposit', 1200, [30, 1170])).toBe('part_out_of_range');
    expect(planProblem('deposit', 1200, [300.5, 899.5])).toBe('part_not_whole');
    expect(planProblem('milestones', 1200, [500, 500])).toBe('parts_sum_differs');
  });

  it('when an inspection fee is quoted, then it is a whole amount in range and is deducted from the job price', () => {
    expect(inspectionFeeProblem(300)).toBeNull();
    expect(inspectionFeeProblem(50)).toBe('out_of_range');
    expect(inspectionFeeProblem(99.5)).toBe('not_whole');
    expect(priceAfterInspection(1200, 300)).toBe(900);
    expect(priceAfterInspection(200, 300)).toBe(0);
  });
});

describe('commission and refunds', () => {
  it('when a release is charged commission, then it is whole dollars, rounded half up, never above the amount', () => {
    expect(commissionOf(1200, 5)).toBe(60);
    expect(commissionOf(1210, 5)).toBe(61);
    expect(commissionOf(1209, 5)).toBe(60);
    expect(commissionOf(0, 5)).toBe(0);
    expect(commissionOf(100, 150)).toBe(100);
  });

  it('when a refund is asked, then it is whole, above 0 and at most what is held; all of it refunds, less splits', () => {
    expect(refundProblem(1200, 600)).toBeNull();
    expect(refundProblem(1200, 1201)).toBe('above_held');
    expect(refundProblem(1200, 0)).toBe('zero');
    expect(refundProblem(1200, 10.5)).toBe('not_whole');
    expect(refundOutcome(1200, 1200)).toBe('refunded');
    expect(refundOutcome(1200, 600)).toBe('settled');
  });
});

describe('the ledger postings', () => {
  const balance = (postings: Posting[], account: Posting['account']) =>
    postings.filter((p) => p.account === account).reduce((s, p) => s + p.amount, 0);

  it('when any movement is posted, then its postings sum to zero', () => {
    const moves: SafetyMovement[] = [
      { kind: 'pay_in', amount: 1200 },
      { kind: 'release', amount: 600, commission: 30 },
      { kind: 'refund', amount: 600 },
      { kind: 'payout', amount: 570 },
    ];
    for (const m of moves) expect(postingsOf(m).reduce((s, p) => s + p.amount, 0)).toBe(0);
  });

  it('when a job is paid in, split 600/600 and paid out, then held is 0, the pro was paid 570 and Sifu kept 30', () => {
    const all = [
      { kind: 'pay_in', amount: 1200 },
      { kind: 'refund', amount: 600 },
      { kind: 'release', amount: 600, commission: commissionOf(600, 5) },
      { kind: 'payout', amount: 570 },
    ].flatMap((m) => postingsOf(m as SafetyMovement));
    expect(balance(all, 'held')).toBe(0);
    expect(balance(all, 'pro_payable')).toBe(0);
    expect(balance(all, 'commission')).toBe(-30);
    // What is left at the provider is Sifu's commission: 1,200 in, 600 refunded, 570 paid out.
    expect(balance(all, 'gateway')).toBe(30);
  });

  it('when pay-ins, releases and refunds interleave, then held is always captured less released less refunded', () => {
    let captured = 0;
    let out = 0;
    const postings: Posting[] = [];
    for (let i = 0; i < 50; i++) {
      const amount = 50 + ((i * 37) % 900);
      postings.push(...postingsOf({ kind: 'pay_in', amount }));
      captured += amount;
      const back = i % 3 === 0 ? amount : Math.floor(amount / 2);
      postings.push(
        ...postingsOf(i % 2 ? { kind: 'refund', amount: back } : { kind: 'release', amount: back, commission: commissionOf(back, 5) }),
      );
      out += back;
      // held is a liability (credit balance): its balance is minus what Sifu holds.
      expect(balance(postings, 'held') + captured - out).toBe(0);
    }
  });
});

describe('payout accounts', () => {
  const bank: PayoutAccount = {
    method: 'bank',
    holder: '  陳大文  水喉工程 ',
    bankCode: '004',
    branchCode: '123',
    accountNumber: '456-789-012',
  };

  it('when a bank account is typed with spaces and dashes, then it is stored as digits and accepted', () => {
    const n = normalizePayoutAccount(bank);
    expect(n).toEqual({ method: 'bank', holder: '陳大文 水喉工程', bankCode: '004', branchCode: '123', accountNumber: '456789012' });
    expect(payoutAccountProblem(n)).toBeNull();
    expect(maskPayoutAccount(n)).toBe('004-123-***9012');
  });

  it('when a field would be refused by a bank, then that field is named', () => {
    expect(payoutAccountProblem({ ...bank, holder: '' } as PayoutAccount)).toBe('holder');
    expect(payoutAccountProblem({ ...bank, holder: '<script>' } as PayoutAccount)).toBe('holder');
    expect(payoutAccountProblem(normalizePayoutAccount({ ...bank, bankCode: '04' } as PayoutAccount))).toBe('bank_code');
    expect(payoutAccountProblem(normalizePayoutAccount({ ...bank, branchCode: '1234' } as PayoutAccount))).toBe('branch_code');
    expect(payoutAccountProblem(normalizePayoutAccount({ ...bank, accountNumber: '12345' } as PayoutAccount))).toBe('account_number');
  });

  it('when an FPS proxy is a mobile number, an FPS id or an e-mail, then it is accepted and masked', () => {
    const mobile = normalizePayoutAccount({ method: 'fps', holder: 'Chan Tai Man', fpsProxy: '9123 4567' });
    expect(mobile).toEqual({ method: 'fps', holder: 'Chan Tai Man', fpsProxy: '+85291234567' });
    expect(payoutAccountProblem(mobile)).toBeNull();
    expect(maskPayoutAccount(mobile)).toBe('***4567');
    expect(payoutAccountProblem(normalizePayoutAccount({ method: 'fps', holder: 'Chan Tai Man', fpsProxy: '1234567' }))).toBeNull();
    const mail = normalizePayoutAccount({ method: 'fps', holder: "O'Brien & Sons Ltd.", fpsProxy: ' Pay@Example.HK ' });
    expect(payoutAccountProblem(mail)).toBeNull();
    expect(maskPayoutAccount(mail)).toBe('p***@example.hk');
    expect(payoutAccountProblem(normalizePayoutAccount({ method: 'fps', holder: 'Chan', fpsProxy: '12-34' }))).toBe('fps_proxy');
    const long = `${'a'.repeat(25)}@example.hk`;
    expect(payoutAccountProblem(normalizePayoutAccount({ method: 'fps', holder: 'Chan', fpsProxy: long }))).toBe('fps_proxy');
    expect(
      payoutAccountProblem(normalizePayoutAccount({ method: 'fps', holder: '3D Renovation (HK) Ltd.', fpsProxy: '1234567' })),
    ).toBeNull();
    expect(payoutAccountProblem(normalizePayoutAccount({ method: 'fps', holder: '- Chan', fpsProxy: '1234567' }))).toBe('holder');
  });
});

describe('deadlines', () => {
  const completed = new Date('2026-12-01T10:00:00Z');

  it('when the work is completed, then the money is released 7 days later unless the consumer acts, with reminders 3 and 1 days before', () => {
    const at = autoReleaseAt(completed);
    expect(at.toISOString()).toBe('2026-12-08T10:00:00.000Z');
    expect(releaseRemindersAfter(at, completed).map((d) => d.toISOString())).toEqual([
      '2026-12-05T10:00:00.000Z',
      '2026-12-07T10:00:00.000Z',
    ]);
    expect(releaseRemindersAfter(at, new Date('2026-12-06T00:00:00Z'))).toHaveLength(1);
  });

  it('when a deadline is ahead, then the time left is whole days, hours and minutes; once passed, it says so', () => {
    expect(timeLeft(new Date('2026-12-03T12:30:00Z'), completed)).toEqual({ days: 2, hours: 2, minutes: 30, passed: false });
    expect(timeLeft(completed, completed)).toEqual({ days: 0, hours: 0, minutes: 0, passed: true });
  });
});
