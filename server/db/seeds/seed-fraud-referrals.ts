/**
 * Demo holds for the trust-and-safety queue "fraud" and the finance queue "referrals": sign-ups the fraud check let
 * in but held (a second account on one tablet; many sign-ups from one network), and referral rewards held for review
 * (the friend joined from the referrer's network; one network bringing several referrals in a day), each with the
 * ticket the owning module opens in the product. Seeded consumers only, never the demo accounts the journeys use.
 */
import type { Tx } from '../../lib/db';

const HOUR_MS = 3_600_000;

/** The seeded consumers the holds are about, newest first (demo accounts excluded). */
async function consumers(tx: Tx, count: number): Promise<Array<{ id: number; first_name: string }>> {
  const { rows } = await tx.query<{ id: number; first_name: string }>(
    `SELECT id, first_name FROM users
      WHERE role = 'consumer' AND NOT is_operator AND username NOT LIKE 'demo\\_%' AND username NOT LIKE 'ops\\_%'
        AND NOT EXISTS (SELECT 1 FROM referrals r WHERE r.referred_id = users.id)
      ORDER BY id DESC LIMIT $1`,
    [count],
  );
  return rows;
}

async function assessment(
  tx: Tx,
  a: { userId: number; kind?: 'signup' | 'login'; verdict: 'allow' | 'hold'; reasons: string[]; ip: string; deviceId: string; at: Date },
): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO fraud_assessments (kind, user_id, email_domain, ip, device_id, verdict, reasons, provider, review, created)
     VALUES ($1, $2, 'gmail.com', $3, $4, $5, $6, 'local', CASE WHEN $5 = 'hold' THEN 'pending' END, $7) RETURNING id`,
    [a.kind ?? 'signup', a.userId, a.ip, a.deviceId, a.verdict, a.reasons, a.at],
  );
  return Number(rows[0].id);
}

async function ticket(tx: Tx, t: { queue: string; subjectType: string; subjectId: number; userId: number; summary: string; at: Date }) {
  await tx.query(
    `INSERT INTO ops_tickets (queue, subject_type, subject_id, user_id, summary, created)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [t.queue, t.subjectType, t.subjectId, t.userId, t.summary, t.at],
  );
}

async function heldReferral(
  tx: Tx,
  r: { referrerId: number; referredId: number; reasons: string[]; ip: string; joined: Date; held: Date },
): Promise<void> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO referrals (referrer_id, referred_id, status, reward_trigger, reward_amount, held_reasons, held_at, ip, device_id, created)
     VALUES ($1, $2, 'held', 'consumer_first_hire', 100, $3, $4, $5, $6, $7) RETURNING id`,
    [r.referrerId, r.referredId, r.reasons, r.held, r.ip, `dev-demo-ref-${r.referredId}`, r.joined],
  );
  await tx.query('UPDATE users SET referred_by = $2 WHERE id = $1', [r.referredId, r.referrerId]);
  await ticket(tx, {
    queue: 'referrals',
    subjectType: 'referral',
    subjectId: Number(rows[0].id),
    userId: r.referrerId,
    summary: `Referral reward HK$100 held: ${r.reasons.join(', ')}`,
    at: r.held,
  });
}

/** Answers how many holds it made (fraud and referral). */
export async function insertFraudReferralHoldsDemo(tx: Tx, now: number): Promise<number> {
  const people = await consumers(tx, 9);
  if (people.length < 9) return 0;
  const [tabletFirst, tabletSecond, campus, ...rest] = people;
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);

  // One family tablet, two accounts twenty minutes apart: the second is held.
  await assessment(tx, {
    userId: tabletFirst.id,
    verdict: 'allow',
    reasons: [],
    ip: '203.0.113.24',
    deviceId: 'dev-demo-tablet',
    at: at(3.4),
  });
  const tablet = await assessment(tx, {
    userId: tabletSecond.id,
    verdict: 'hold',
    reasons: ['many_signups_per_device'],
    ip: '203.0.113.24',
    deviceId: 'dev-demo-tablet',
    at: at(3),
  });
  await ticket(tx, {
    queue: 'fraud',
    subjectType: 'fraud_assessment',
    subjectId: tablet,
    userId: tabletSecond.id,
    summary: 'Sign-up held: many_signups_per_device',
    at: at(3),
  });

  // A campus network with a burst of sign-ups, waiting past the day's target (overdue).
  const campusHold = await assessment(tx, {
    userId: campus.id,
    verdict: 'hold',
    reasons: ['many_signups_per_ip'],
    ip: '198.51.100.7',
    deviceId: `dev-demo-campus-${campus.id}`,
    at: at(30),
  });
  await ticket(tx, {
    queue: 'fraud',
    subjectType: 'fraud_assessment',
    subjectId: campusHold,
    userId: campus.id,
    summary: 'Sign-up held: many_signups_per_ip',
    at: at(30),
  });

  // A friend who joined from the referrer's own network (the referrer signs in from it).
  const [referrer, friend, promoter, ...friends] = rest;
  await assessment(tx, {
    userId: referrer.id,
    kind: 'login',
    verdict: 'allow',
    reasons: [],
    ip: '203.0.113.88',
    deviceId: 'dev-demo-ref-home',
    at: at(50),
  });
  await heldReferral(tx, {
    referrerId: referrer.id,
    referredId: friend.id,
    reasons: ['same_ip'],
    ip: '203.0.113.88',
    joined: at(48),
    held: at(6),
  });

  // Three friends of one promoter joined from one network within a day: the third's reward is held.
  for (const [i, f] of friends.slice(0, 3).entries()) {
    const joined = at(40 - i * 2);
    if (i < 2) {
      await tx.query(
        `INSERT INTO referrals (referrer_id, referred_id, status, ip, device_id, created) VALUES ($1, $2, 'pending', '198.51.100.61', $3, $4)`,
        [promoter.id, f.id, `dev-demo-ref-${f.id}`, joined],
      );
      await tx.query('UPDATE users SET referred_by = $2 WHERE id = $1', [f.id, promoter.id]);
    } else {
      await heldReferral(tx, {
        referrerId: promoter.id,
        referredId: f.id,
        reasons: ['many_from_ip'],
        ip: '198.51.100.61',
        joined,
        held: at(20),
      });
    }
  }
  return 4;
}
