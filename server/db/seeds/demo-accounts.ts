/** The demo accounts `npm start` seeds (the README's demo logins), and the password of every other seeded account. */
export const DEMO_CONSUMER = {
  username: 'demo_consumer',
  email: 'consumer@demo.sifu.hk',
  password: 'Consumer#2026',
  first_name: '小明',
  last_name: '陳',
  phone: '+85291234567',
} as const;
export const DEMO_PRO = { username: 'demo_pro', email: 'pro@demo.sifu.hk', password: 'Pro#2026sifu', balance: 500 } as const;
/** The back-office administrator (every queue and area of /ops); the other staff below hold one role each. */
export const DEMO_OPERATOR = {
  username: 'demo_ops',
  email: 'ops@demo.sifu.hk',
  password: 'Ops#2026sifu',
  first_name: '運營',
  last_name: '張',
} as const;
/** One staff member per back-office role (README table); they sign in with DEMO_OPERATOR's password. */
export const DEMO_STAFF = [
  { username: 'demo_ops', role: 'admin' },
  { username: 'ops_support', role: 'support', email: 'support@demo.sifu.hk', first_name: '嘉欣', last_name: '李' },
  { username: 'ops_trust', role: 'trust_safety', email: 'trust@demo.sifu.hk', first_name: '志強', last_name: '黃' },
  { username: 'ops_finance', role: 'finance', email: 'finance@demo.sifu.hk', first_name: '美玲', last_name: '何' },
  { username: 'ops_content', role: 'content', email: 'content@demo.sifu.hk', first_name: '家豪', last_name: '梁' },
] as const;
/** Password of every other seeded account (pros and extra consumers), for local testing. */
export const DEMO_SHARED_PASSWORD = 'SifuDemo#2026';
