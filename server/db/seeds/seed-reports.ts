/**
 * Demo items of the reports and contact queues, each with its ticket as the product opens it: a reported chat
 * message asking for payment outside Sifu (in a short chat written here), a review its pro disputes (past the one-working-day target), a service
 * reported for copied photos; contact messages from a pro (answered, with their follow-up), from a visitor in
 * English (overdue) and from the demo customer (answered and closed). Runs after the history (it needs its chats
 * and reviews); a missing seeded row (a smaller seed) is skipped.
 */
import type { Tx } from '../../lib/db';

const HOUR_MS = 3_600_000;

async function one<R>(tx: Tx, sql: string, params: unknown[] = []): Promise<R | undefined> {
  const { rows } = await tx.query(sql, params);
  return rows[0] as R | undefined;
}

async function ticket(
  tx: Tx,
  t: {
    queue: 'reports' | 'contact';
    subjectType: string;
    subjectId: number;
    userId: number | null;
    email?: string | null;
    language: string;
    summary: string;
    created: Date;
    closed?: { at: Date; resolution: string };
  },
): Promise<number> {
  const row = await one<{ id: string }>(
    tx,
    `INSERT INTO ops_tickets (queue, subject_type, subject_id, user_id, email, language, summary, created, modified, status, closed_at, resolution)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, COALESCE($9::timestamptz, $8::timestamptz), $10, $9::timestamptz, $11) RETURNING id`,
    [
      t.queue,
      t.subjectType,
      t.subjectId,
      t.userId,
      t.email ?? null,
      t.language,
      t.summary,
      t.created,
      t.closed?.at ?? null,
      t.closed ? 'closed' : 'open',
      t.closed?.resolution ?? null,
    ],
  );
  return Number(row!.id);
}

async function threadMessage(tx: Tx, ticketId: number, authorId: number | null, fromStaff: boolean, body: string, created: Date) {
  await tx.query('INSERT INTO ops_ticket_messages (ticket_id, author_id, from_staff, body, created) VALUES ($1, $2, $3, $4, $5)', [
    ticketId,
    authorId,
    fromStaff,
    body,
    created,
  ]);
}

async function report(
  tx: Tx,
  r: {
    reporter: number;
    type: 'message' | 'review' | 'service';
    messageId?: number;
    reviewId?: number;
    serviceId?: number;
    bidId?: number;
    about: number | null;
    topic: number;
    subTopic: number | null;
    message: string;
    created: Date;
  },
): Promise<number> {
  const row = await one<{ id: number }>(
    tx,
    `INSERT INTO quote_reports (user_id, type, quote_bid_id, quote_service_id, message_id, review_id, reported_user_id, message,
       quote_report_topic_id, quote_report_sub_topic_id, created)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      r.reporter,
      r.type,
      r.bidId ?? null,
      r.serviceId ?? null,
      r.messageId ?? null,
      r.reviewId ?? null,
      r.about,
      r.message,
      r.topic,
      r.subTopic,
      r.created,
    ],
  );
  return row!.id;
}

/** A report and the ticket the product opens for it: raised by the reporter, summarised as "<what · topic>: <words>". */
async function reportWithTicket(tx: Tx, r: Parameters<typeof report>[1] & { language: string; label: string }): Promise<void> {
  const { language, label, ...fields } = r;
  const id = await report(tx, fields);
  await ticket(tx, {
    queue: 'reports',
    subjectType: 'report',
    subjectId: id,
    userId: r.reporter,
    language,
    summary: `${label}: ${r.message}`,
    created: r.created,
  });
}

async function insertReportsDemo(tx: Tx, now: number): Promise<number> {
  let count = 0;
  // A short chat on a seeded customer's quote (not the demo accounts', whose chats the journeys use), in which the
  // pro asks to be paid outside Sifu; the history seeds no chats, so this one is written here.
  const bid = await one<{ quote_bid_id: number; pro_id: number; consumer_id: number }>(
    tx,
    `SELECT b.quote_bid_id, s.user_id AS pro_id, r.user_id AS consumer_id
       FROM quote_bids b JOIN quote_services s ON s.quote_service_id = b.quote_service_id
       JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
       JOIN users c ON c.id = r.user_id JOIN users p ON p.id = s.user_id
      WHERE b.quote_sent_on IS NOT NULL AND b.quote_status_id <> 6 AND c.username NOT LIKE 'demo_%' AND p.username NOT LIKE 'demo_%'
        AND p.suspended_at IS NULL
      ORDER BY b.quote_bid_id LIMIT 1`,
  );
  const chat: Array<[boolean, string, number]> = [
    [false, '你好，請問星期六上晝得唔得閒？', 6],
    [true, '得，不過你唔好經 Sifu 俾錢，直接轉數俾我可以平兩成', 5.5],
    [false, '咁樣好似唔係幾好，我想經平台俾', 5],
  ];
  let msg: { id: number; sender_id: number; consumer_id: number } | undefined;
  if (bid) {
    for (const [fromPro, body, hoursAgo] of chat) {
      const row = await one<{ id: number }>(
        tx,
        'INSERT INTO messages (quote_bid_id, sender_id, body, is_read, created) VALUES ($1, $2, $3, true, $4) RETURNING id',
        [bid.quote_bid_id, fromPro ? bid.pro_id : bid.consumer_id, body, new Date(now - hoursAgo * HOUR_MS)],
      );
      if (fromPro) msg = { id: row!.id, sender_id: bid.pro_id, consumer_id: bid.consumer_id };
    }
  }
  if (msg) {
    const created = new Date(now - 3 * HOUR_MS);
    const words = '師傅叫我唔好經平台，直接轉數俾佢可以平兩成';
    await reportWithTicket(tx, {
      reporter: msg.consumer_id,
      type: 'message',
      messageId: msg.id,
      about: msg.sender_id,
      topic: 1,
      subTopic: 11,
      message: words,
      created,
      language: 'zh-HK',
      label: '對話訊息 · 叫你喺 Sifu 以外付款',
    });
    count += 1;
  }

  // A shown review its pro disputes, reported the day before yesterday: past the target.
  const review = await one<{ id: number; quote_service_id: number; owner: number; user_id: number | null }>(
    tx,
    `SELECT v.id, v.quote_service_id, s.user_id AS owner, v.user_id FROM reviews v JOIN quote_services s ON s.quote_service_id = v.quote_service_id
      WHERE v.score <= 3 AND v.note <> '' ORDER BY v.score, v.id LIMIT 1`,
  );
  if (review) {
    const created = new Date(now - 30 * HOUR_MS);
    const words = '呢位客人從來冇幫襯過我，評價入面講嘅嘢唔係事實';
    await reportWithTicket(tx, {
      reporter: review.owner,
      type: 'review',
      reviewId: review.id,
      about: review.user_id,
      topic: 1,
      subTopic: null,
      message: words,
      created,
      language: 'zh-HK',
      label: '評價 · 詐騙或虛假資料',
    });
    count += 1;
  }

  // A public service reported by a customer writing in English.
  const svc = await one<{ quote_service_id: number; user_id: number }>(
    tx,
    `SELECT s.quote_service_id, s.user_id FROM quote_services s JOIN users u ON u.id = s.user_id
      WHERE s.is_public AND NOT s.is_archived AND s.suspended_at IS NULL AND u.username NOT LIKE 'demo_%'
      ORDER BY s.quote_service_id DESC LIMIT 1`,
  );
  const reporter = await one<{ id: number }>(
    tx,
    `SELECT id FROM users WHERE role = 'consumer' AND NOT is_operator AND username NOT LIKE 'demo_%' ORDER BY id DESC LIMIT 1`,
  );
  if (svc && reporter) {
    const created = new Date(now - 5 * HOUR_MS);
    const words = "The photos on this profile are copied from another company's website";
    await reportWithTicket(tx, {
      reporter: reporter.id,
      type: 'service',
      serviceId: svc.quote_service_id,
      about: svc.user_id,
      topic: 1,
      subTopic: 12,
      message: words,
      created,
      language: 'en-HK',
      label: 'Pro · Pretending to be someone else',
    });
    count += 1;
  }
  return count;
}

/**
 * A contact message, the ticket the product opens for it and the message as the first line of its thread. The ticket
 * keeps an e-mail address only for a visitor without an account, as the contact form does.
 */
async function contactWithTicket(
  tx: Tx,
  c: { userId: number | null; name: string; email: string; topic: string; message: string; language: string; created: Date },
  closed?: { at: Date; resolution: string },
): Promise<number> {
  const row = await one<{ id: number }>(
    tx,
    `INSERT INTO contact_messages (user_id, name, email, topic, message, language, created) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [c.userId, c.name, c.email, c.topic, c.message, c.language, c.created],
  );
  const t = await ticket(tx, {
    queue: 'contact',
    subjectType: 'contact_message',
    subjectId: row!.id,
    userId: c.userId,
    email: c.userId === null ? c.email : null,
    language: c.language,
    summary: c.message,
    created: c.created,
    closed,
  });
  await threadMessage(tx, t, c.userId, false, c.message, c.created);
  return t;
}

async function insertContactDemo(tx: Tx, now: number): Promise<number> {
  let count = 0;
  const support = (await one<{ id: number }>(tx, 'SELECT id FROM users WHERE username = $1', ['ops_support']))?.id ?? null;

  const pro = await one<{ id: number; email: string }>(tx, 'SELECT id, email FROM users WHERE username = $1', ['demo_pro']);
  if (pro) {
    const created = new Date(now - 20 * HOUR_MS);
    const text = '你好，我想加多個服務地區（將軍澳），但係編輯頁面揀唔到，係咪要先完成驗證？';
    const t = await contactWithTicket(tx, {
      userId: pro.id,
      name: '陳師傅',
      email: pro.email,
      topic: 'pro',
      message: text,
      language: 'zh-HK',
      created,
    });
    await threadMessage(
      tx,
      t,
      support,
      true,
      '陳師傅你好！唔使驗證都可以加地區：喺「我的服務」揀服務，再去「服務地區」就得。如果仲係揀唔到，話俾我哋知你用緊邊個瀏覽器。',
      new Date(now - 18 * HOUR_MS),
    );
    await threadMessage(tx, t, pro.id, false, '用 Chrome，都係揀唔到將軍澳。', new Date(now - 2 * HOUR_MS));
    count += 1;
  }

  const visitorCreated = new Date(now - 28 * HOUR_MS);
  const visitorText = 'Hello, do you have any pros who can speak Japanese for a kitchen renovation in Sai Kung?';
  await contactWithTicket(tx, {
    userId: null,
    name: 'Aiko Tanaka',
    email: 'aiko.tanaka@example.com',
    topic: 'consumer',
    message: visitorText,
    language: 'en-HK',
    created: visitorCreated,
  });
  count += 1;

  const consumer = await one<{ id: number; email: string }>(tx, 'SELECT id, email FROM users WHERE username = $1', ['demo_consumer']);
  if (consumer) {
    const created = new Date(now - 72 * HOUR_MS);
    const text = '我想刪除一個舊嘅需要，但係搵唔到刪除掣，可唔可以幫手？';
    const answered = new Date(now - 66 * HOUR_MS);
    const t = await contactWithTicket(
      tx,
      { userId: consumer.id, name: '黃小姐', email: consumer.email, topic: 'consumer', message: text, language: 'zh-HK', created },
      { at: answered, resolution: '已回覆' },
    );
    await threadMessage(
      tx,
      t,
      support,
      true,
      '你好！喺「我的需要」打開嗰個需要，撳右上角「⋯」再揀「封存」就得，封存咗嘅需要師傅唔會再睇到。',
      answered,
    );
    count += 1;
  }
  return count;
}

export async function insertReportsContactDemo(tx: Tx, now: number): Promise<number> {
  return (await insertReportsDemo(tx, now)) + (await insertContactDemo(tx, now));
}
