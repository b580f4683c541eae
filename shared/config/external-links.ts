/** SPEC §2 external content pages (served by the content site, outside this app) and app-store pages. */
export const CONTENT_SITE = 'https://support.sifu.hk';

export const FOOTER_LINKS = {
  consumers: [
    { key: 'consumer_center', href: `${CONTENT_SITE}/consumers` },
    { key: 'trust_consumer', href: `${CONTENT_SITE}/trust-and-safety` },
    { key: 'help_center', href: `${CONTENT_SITE}/help` },
    { key: 'blog', href: `${CONTENT_SITE}/blog` },
    { key: 'events_blog', href: `${CONTENT_SITE}/events` },
  ],
  pros: [
    { key: 'pro_learn_more', href: `${CONTENT_SITE}/pros` },
    { key: 'pro_center', href: `${CONTENT_SITE}/pro-center` },
    { key: 'auto_quote', href: `${CONTENT_SITE}/pro-center/auto-quote` },
    { key: 'pro_tier', href: `${CONTENT_SITE}/pro-center/tiers` },
    { key: 'top_pro', href: `${CONTENT_SITE}/pro-center/top-pro` },
    { key: 'pro_story', href: `${CONTENT_SITE}/pro-stories` },
    { key: 'pro_tips', href: `${CONTENT_SITE}/pro-center/tips` },
    { key: 'labor_insurance', href: `${CONTENT_SITE}/pro-center/labour-insurance` },
  ],
  company: [
    { key: 'about', href: `${CONTENT_SITE}/about` },
    { key: 'cooperation', href: `${CONTENT_SITE}/partners` },
    { key: 'press', href: `${CONTENT_SITE}/press` },
    { key: 'jobs', href: `${CONTENT_SITE}/careers` },
    { key: 'terms', href: `${CONTENT_SITE}/terms` },
    { key: 'privacy', href: `${CONTENT_SITE}/privacy` },
  ],
  apps: [
    { key: 'consumer_ios', href: 'https://apps.apple.com/hk/app/sifu/id6450000001' },
    { key: 'consumer_android', href: 'https://play.google.com/store/apps/details?id=hk.sifu.consumer' },
    { key: 'pro_ios', href: 'https://apps.apple.com/hk/app/sifu-pro/id6450000002' },
    { key: 'pro_android', href: 'https://play.google.com/store/apps/details?id=hk.sifu.pro' },
  ],
} as const;
