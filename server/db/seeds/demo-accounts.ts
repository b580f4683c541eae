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
/** The operator who checks certificates and identities at /ops/verifications. */
export const DEMO_OPERATOR = {
  username: 'demo_ops',
  email: 'ops@demo.sifu.hk',
  password: 'Ops#2026sifu',
  first_name: '運營',
  last_name: '張',
} as const;
/** Password of every other seeded account (pros and extra consumers), for local testing. */
export const DEMO_SHARED_PASSWORD = 'SifuDemo#2026';
