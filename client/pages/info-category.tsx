/**
 * The category view of info/{slug}: what to know before hiring, distinct from the category page that sells. Licences
 * and rules, what to prepare (the real questionnaire, photos and measurements), how to choose with real figures,
 * then the way to quotes, the price guide, articles and the genre's other info pages.
 */
import { useTranslation } from 'react-i18next';
import type { CategoryInfo } from '@shared/schemas/hiring-guide.schema';
import { ButtonLink } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { Section } from '@client/ui/section';
import { useHref } from '@client/lib/paths';
import { CheckList, HiringRulesPanel } from '@client/features/catalog/components/hiring-rules-panel';
import { HiringChecklist } from '@client/features/catalog/components/hiring-checklist';
import { QuestionsPreview } from '@client/features/catalog/components/questions-preview';
import { InfoCategoryList } from '@client/features/catalog/components/info-category-list';
import { infoCtaStyles, infoMainStyles, infoSubheadingStyles, wrapStyles } from './info-styles';
import { HeroPage } from './parts/hero-page';
import { InfoArticles } from './parts/info-articles';

export function InfoCategoryView({ guide: g }: { guide: CategoryInfo }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const toCategory = href('category', { slug: g.slug });
  return (
    <HeroPage
      trail={[
        { label: t('breadcrumb>before_you_hire'), href: href('infoAll') },
        { label: g.genre.name, href: href('info', { slug: g.genre.info_slug }) },
        { label: g.name },
      ]}
      title={t('info>category_title', { name: g.name })}
      intro={t('info>category_intro', { name: g.name })}
      icon={g.icon}
      action={
        <ButtonLink to={toCategory} size="lg" variant="secondary" data-testid="info-category-link">
          <span css={wrapStyles}>{t('info>see_pros', { name: g.name })}</span>
          <Icon name="arrow-right" size={20} />
        </ButtonLink>
      }
    >
      <div css={infoMainStyles}>
        <Section title={t('info>rules_title')} description={t('info>rules_intro')}>
          <HiringRulesPanel
            rules={g.rules}
            checksTitle={g.rules.licensed ? t('info>checks_also') : t('info>checks_instead', { name: g.name })}
          />
        </Section>
        <Section title={t('info>prepare_title')}>
          <h3 css={infoSubheadingStyles}>{t('info>questions_title')}</h3>
          <p>{t('info>questions_intro', { name: g.name, count: g.questions.length })}</p>
          <QuestionsPreview questions={g.questions} />
          <h3 css={infoSubheadingStyles}>{t('info>photos_title')}</h3>
          <CheckList items={g.rules.prepare} icon="list-checks" />
        </Section>
        <Section title={t('info>choose_title')} description={t('info>choose_intro', { name: g.name })}>
          <HiringChecklist guide={g} />
        </Section>
        <aside css={infoCtaStyles}>
          <h2>{t('info>cta_title', { name: g.name })}</h2>
          <p>{t('info>cta_body')}</p>
          <ButtonLink to={toCategory} size="lg">
            <span css={wrapStyles}>{t('info>see_pros', { name: g.name })}</span>
            <Icon name="arrow-right" size={20} />
          </ButtonLink>
        </aside>
        <InfoArticles articles={g.articles} />
        {g.siblings.length ? (
          <Section
            title={t('info>siblings_title', { name: g.genre.name })}
            action={{ label: t('info>overview'), href: href('info', { slug: g.genre.info_slug }) }}
          >
            <InfoCategoryList categories={g.siblings} />
          </Section>
        ) : null}
      </div>
    </HeroPage>
  );
}
