/**
 * The frame of a public page that opens with the brand hero band: breadcrumbs from the home page down to this page,
 * the title, the intro and the page's one primary action; then the page's blocks in the container.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '@client/ui/card';
import { useHref } from '@client/lib/paths';
import type { Crumb } from '@client/features/catalog/components/breadcrumbs';
import { PageHero, type PageHeroProps } from '@client/features/catalog/components/page-hero';

export interface HeroPageProps extends Omit<PageHeroProps, 'crumbs' | 'children'> {
  /** The crumbs after "home": the sections above this page, then this page itself (without a link). */
  trail: Crumb[];
  /** The hero's primary action (a button link). */
  action?: ReactNode;
  /** The page's blocks under the hero. */
  children: ReactNode;
  /** Classes of the container (a `css` prop lands here). */
  className?: string;
}

export function HeroPage({ trail, action, children, className, ...hero }: HeroPageProps) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  return (
    <>
      <PageHero crumbs={[{ label: t('breadcrumb>home'), href: href('home') }, ...trail]} {...hero}>
        {action}
      </PageHero>
      <Container className={className}>{children}</Container>
    </>
  );
}
