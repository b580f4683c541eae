/**
 * SPEC §2 "external content pages" served on Sifu's own domain (docs/decisions/0023-site-content-pages.md): which
 * footer link goes to which page, which of them are CMS pages (content_pages rows of kind 'site', or 'legal' for the
 * terms of service and the privacy policy), and the env variable that sends a link elsewhere.
 *
 * Every footer link has an env override, CONTENT_URL_<KEY> (e.g. CONTENT_URL_ABOUT, CONTENT_URL_HELP_CENTER). When
 * it is set, the footer links to that URL, and an on-site CMS page of that key answers 301 to it (and leaves the
 * sitemap). Links whose page is not a CMS page of this table (blog, events, pro learn-more) only change in the footer.
 */
import { buildPath, type RouteName, type RouteParams } from '../routes/route-paths';

/** The pro centre's topics: /pro-center/{topic}. */
export const PRO_CENTRE_TOPICS = ['auto-quote', 'badges-and-ranking', 'top-pros', 'stories', 'tips', 'employees-compensation'] as const;
export type ProCentreTopic = (typeof PRO_CENTRE_TOPICS)[number];

export function isProCentreTopic(value: string | undefined): value is ProCentreTopic {
  return (PRO_CENTRE_TOPICS as readonly (string | undefined)[]).includes(value);
}

/** The CMS slug of a pro centre topic. */
export const proCentreSlug = (topic: ProCentreTopic) => `pro-centre-${topic}`;

/** Every footer link of SPEC §2's list, by its key (the footer's label is common|footer>{key}). */
export const CONTENT_LINK_KEYS = [
  'consumer_center',
  'trust_consumer',
  'help_center',
  'blog',
  'events_blog',
  'pro_learn_more',
  'pro_center',
  'auto_quote',
  'pro_tier',
  'top_pro',
  'pro_story',
  'pro_tips',
  'labor_insurance',
  'about',
  'cooperation',
  'press',
  'jobs',
  'terms',
  'privacy',
] as const;
export type ContentLinkKey = (typeof CONTENT_LINK_KEYS)[number];

export interface ContentLink {
  key: ContentLinkKey;
  route: RouteName;
  params?: RouteParams;
  /** The CMS page shown there (absent: the route is another page, e.g. the blog). */
  slug?: string;
  kind?: 'site' | 'legal';
}

const topic = (key: ContentLinkKey, t: ProCentreTopic): ContentLink => ({
  key,
  route: 'proCentreTopic',
  params: { topic: t },
  slug: proCentreSlug(t),
  kind: 'site',
});

export const CONTENT_LINKS: Record<ContentLinkKey, ContentLink> = {
  consumer_center: { key: 'consumer_center', route: 'customerCentre', slug: 'customer-centre', kind: 'site' },
  trust_consumer: { key: 'trust_consumer', route: 'trustAndSafety', slug: 'trust-and-safety', kind: 'site' },
  help_center: { key: 'help_center', route: 'helpCentre', slug: 'help-centre', kind: 'site' },
  // Owned by the blog pages; seasonal collections are the feature pages.
  blog: { key: 'blog', route: 'blogAll' },
  events_blog: { key: 'events_blog', route: 'featureAll' },
  // The existing pro landing page says what joining means; the pro centre goes into detail.
  pro_learn_more: { key: 'pro_learn_more', route: 'proLanding' },
  pro_center: { key: 'pro_center', route: 'proCentre', slug: 'pro-centre', kind: 'site' },
  auto_quote: topic('auto_quote', 'auto-quote'),
  pro_tier: topic('pro_tier', 'badges-and-ranking'),
  top_pro: topic('top_pro', 'top-pros'),
  pro_story: topic('pro_story', 'stories'),
  pro_tips: topic('pro_tips', 'tips'),
  labor_insurance: topic('labor_insurance', 'employees-compensation'),
  about: { key: 'about', route: 'about', slug: 'about', kind: 'site' },
  cooperation: { key: 'cooperation', route: 'partners', slug: 'partners', kind: 'site' },
  press: { key: 'press', route: 'press', slug: 'press', kind: 'site' },
  jobs: { key: 'jobs', route: 'careers', slug: 'careers', kind: 'site' },
  terms: { key: 'terms', route: 'terms', slug: 'terms-of-service', kind: 'legal' },
  privacy: { key: 'privacy', route: 'privacyPolicy', slug: 'privacy-policy', kind: 'legal' },
};

/** The routes of the CMS pages on this site (the site-page template); the privacy policy has a page of its own. */
export const SITE_PAGE_ROUTES: readonly RouteName[] = [
  ...new Set(
    Object.values(CONTENT_LINKS)
      .filter((l) => l.slug && l.route !== 'privacyPolicy')
      .map((l) => l.route),
  ),
];

/** The footer's columns. */
export const FOOTER_GROUPS: Record<'consumers' | 'pros' | 'company', readonly ContentLinkKey[]> = {
  consumers: ['consumer_center', 'trust_consumer', 'help_center', 'blog', 'events_blog'],
  pros: ['pro_learn_more', 'pro_center', 'auto_quote', 'pro_tier', 'top_pro', 'pro_story', 'pro_tips', 'labor_insurance'],
  company: ['about', 'cooperation', 'press', 'jobs', 'terms', 'privacy'],
};

/** The env variable of a link's override: CONTENT_URL_ABOUT, CONTENT_URL_HELP_CENTER … */
export const contentUrlEnvName = (key: ContentLinkKey) => `CONTENT_URL_${key.toUpperCase()}` as const;

/** The links sent elsewhere by env (only the keys that are set). */
export type ContentUrls = Partial<Record<ContentLinkKey, string>>;

/** The CMS link of a slug, if the slug is one of the site pages. */
export function contentLinkOfSlug(slug: string): ContentLink | undefined {
  return Object.values(CONTENT_LINKS).find((l) => l.slug === slug);
}

/** The CMS link shown at a path without its language prefix ("/about", "/pro-center/tips"), if any. */
export function contentLinkOfPath(path: string): ContentLink | undefined {
  return Object.values(CONTENT_LINKS).find((l) => l.slug && buildPath(l.route, l.params) === path);
}

/** The footer column a link belongs to. */
export function footerGroupOf(key: ContentLinkKey): keyof typeof FOOTER_GROUPS {
  return (Object.keys(FOOTER_GROUPS) as (keyof typeof FOOTER_GROUPS)[]).find((g) => FOOTER_GROUPS[g].includes(key))!;
}
