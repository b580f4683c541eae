/**
 * dashboard/preview-guide (SPEC §2): before posting a request, what it involves for one category (?category={slug}) —
 * how it goes, what the job has cost in real quotes (the price guide), the questions the form will ask (the catalogue
 * questionnaire) — and the button that starts the form. Without a category, the categories to pick one from.
 * A dashboard page, so never indexed: the public category and price pages are what searchers land on.
 */
import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CategoryDetail, Genre, PriceGuide } from '@shared/schemas/catalog.schema';
import { ButtonLink } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Icon, type IconName } from '@client/ui/icon';
import { Link } from '@client/ui/link';
import { PageShell } from '@client/ui/page-shell';
import { Section } from '@client/ui/section';
import { SkeletonText } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { bareList, cluster, secondarySmall, stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { PriceGuidePanel } from '@client/features/catalog/components/price-guide-panel';
import { QuestionsPreview } from '@client/features/catalog/components/questions-preview';
import { previewGuideReads } from './preview-guide.reads';

type Reads = ReturnType<typeof previewGuideReads.build>;

export default function PreviewGuidePage() {
  const reads = previewGuideReads.use();
  if (reads.category && reads.guide) return <GuideReads category={reads.category} guide={reads.guide} />;
  return reads.genres ? <CategoryPicker read={reads.genres} /> : null;
}

function GuideReads(reads: { category: NonNullable<Reads['category']>; guide: NonNullable<Reads['guide']> }) {
  const category = useQuery(reads.category);
  const guide = useQuery(reads.guide);
  return <Guide category={category.data} guide={guide.data} />;
}

const STEPS: Array<{ key: string; icon: IconName }> = [
  { key: 'answer', icon: 'list-checks' },
  { key: 'quotes', icon: 'message' },
  { key: 'compare', icon: 'users' },
  { key: 'hire', icon: 'check-circle' },
];

function Guide({ category: c, guide }: { category: CategoryDetail | undefined; guide: PriceGuide | undefined }) {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  if (!c) {
    return (
      <PageShell title={t('previewGuide>title')}>
        <SkeletonText lines={8} />
      </PageShell>
    );
  }
  const start = (
    <ButtonLink to={href('form', { slug: c.slug })} size="lg" data-testid="preview-guide-start">
      {t('previewGuide>start', { name: c.name })}
    </ButtonLink>
  );
  return (
    <PageShell
      title={t('previewGuide>category_title', { name: c.name })}
      intro={c.description || t('previewGuide>intro')}
      back={{ to: href('previewGuide'), label: t('previewGuide>other_category') }}
    >
      <ul css={[bareList, cluster(4), secondarySmall]} aria-label={t('previewGuide>facts')}>
        <li>{t('previewGuide>pro_count', { count: c.pro_count })}</li>
        {c.avg_rating ? <li>{t('previewGuide>rating', { rating: c.avg_rating.toFixed(1), count: c.review_count })}</li> : null}
        <li>{t('previewGuide>hired_count', { count: c.hired_count })}</li>
        <li>{t('previewGuide>recent_requests', { count: c.recent_request_count })}</li>
      </ul>
      <div>{start}</div>
      <Section title={t('previewGuide>expect_title')}>
        <ol css={[bareList, stack(3)]}>
          {STEPS.map((s, i) => (
            <li key={s.key} css={stepStyles}>
              <span css={stepIconStyles} aria-hidden="true">
                <Icon name={s.icon} size={18} />
              </span>
              <span>
                <strong>{t(`previewGuide>step_${s.key}_title`, { n: i + 1 })}</strong>
                <br />
                <span css={secondarySmall}>{t(`previewGuide>step_${s.key}_body`, { count: c.questions.length })}</span>
              </span>
            </li>
          ))}
        </ol>
      </Section>
      <Section
        title={t('previewGuide>price_title', { name: c.name })}
        description={t('previewGuide>price_intro')}
        action={{ label: t('previewGuide>price_more'), href: href('price', { slug: c.slug }) }}
      >
        {guide ? <PriceGuidePanel guide={guide} showDistricts={false} /> : <SkeletonText lines={4} />}
      </Section>
      <Section title={t('previewGuide>questions_title')} description={t('previewGuide>questions_intro', { count: c.questions.length })}>
        <QuestionsPreview questions={c.questions} />
      </Section>
      <Card>
        <div css={stack(3)}>
          <p
            css={css`
              margin: 0;
              font-weight: ${theme.font.weight.bold};
            `}
          >
            {t('previewGuide>ready_title')}
          </p>
          <p css={[secondarySmall, noMargin]}>{t('previewGuide>ready_body')}</p>
          <div>{start}</div>
        </div>
      </Card>
    </PageShell>
  );
}

function CategoryPicker({ read }: { read: NonNullable<Reads['genres']> }) {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  const genres: Genre[] | undefined = useQuery(read).data;
  return (
    <PageShell title={t('previewGuide>title')} intro={t('previewGuide>pick_intro')}>
      {genres ? (
        genres
          .filter((g) => g.categories.length > 0)
          .map((g) => (
            <Section key={g.slug} title={g.name}>
              <ul css={[bareList, cluster(2)]}>
                {g.categories.map((c) => (
                  <li key={c.slug}>
                    <Link to={`${href('previewGuide')}?category=${encodeURIComponent(c.slug)}`} css={chipStyles}>
                      {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          ))
      ) : (
        <SkeletonText lines={8} />
      )}
    </PageShell>
  );
}

const stepStyles = css`
  display: flex;
  gap: ${theme.space[3]};
  align-items: flex-start;
`;

const stepIconStyles = css`
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${theme.color.brandSoft};
  color: ${theme.color.brandDark};
`;

const chipStyles = css`
  display: inline-block;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  text-decoration: none;
  font-size: ${theme.font.size.sm};
  &:hover {
    border-color: ${theme.color.brand};
  }
`;

const noMargin = css`
  margin: 0;
`;
