/**
 * The CMS kinds that are articles: cost guides ('info') and hiring tips ('blog'), listed on blog and served at
 * blog/{slug}. Features (feature/{slug}) and legal pages (/privacy) have paths of their own. Kept out of
 * content.schema so page routes can read it without the schema modules.
 */
export const ARTICLE_KINDS = ['info', 'blog'] as const;

export const isArticleKind = (kind: string): boolean => (ARTICLE_KINDS as readonly string[]).includes(kind);
