/** service/{serviceId}[/{slug}]: a pro's public profile with reviews 20 a page (SPEC §9). */
import { css } from '@emotion/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '@client/ui/card';
import { Section } from '@client/ui/section';
import { EmptyState } from '@client/ui/empty-state';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { Breadcrumbs } from '@client/features/catalog/components/breadcrumbs';
import { CategoryChips } from '@client/features/catalog/components/category-chips';
import { FaqList } from '@client/features/catalog/components/faq-list';
import { StickyQuoteBar, stickyBarSpace } from '@client/features/catalog/components/quote-cta';
import { DirectQuoteButton } from '@client/features/narrow-match/components/direct-quote-button';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { ReserveLink } from '@client/features/reservations/components/reserve-link';
import { AsideCard, CategoryLayout } from '@client/features/catalog/components/category-layout';
import { ProfileHeader } from '@client/features/pro-services/components/profile-header';
import {
  ProfileAbout,
  ProfileAreas,
  ProfileCertificates,
  ProfileHours,
  profileChipStyles,
} from '@client/features/pro-services/components/profile-details';
import { PagedReviews } from '@client/features/reviews/components/review-list';
import { ReportButton } from '@client/features/chat/components/report-button';
import { RatingSummary } from '@client/features/reviews/components/rating-summary';
import { ProfileGallery } from '@client/features/service-media/components/profile-gallery';
import { ProfileLogo } from '@client/features/service-media/components/profile-logo';
import { ReviewPhotos } from '@client/features/service-media/components/review-photos';
import { CatalogStrip } from '@client/features/shop/components/catalog-strip';
import { PhotoLikeSlot } from '@client/features/photo-likes/components/photo-like-slot';
import { serviceReads } from './service.reads';

export default function ServicePage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const id = Number(useParams().serviceId);
  const reads = serviceReads.use();
  const { data: pro } = useSuspenseQuery(reads.pro);
  const { data: me } = useSession();
  const { data: reviews } = useSuspenseQuery(reads.reviews);
  const main = pro.categories[0];
  const crumbs = [
    { label: t('breadcrumb>home'), href: href('home') },
    ...(main ? [{ label: main.name, href: href('category', { slug: main.slug }) }] : []),
    { label: pro.business_name },
  ];
  return (
    <div css={stickyBarSpace}>
      <ProfileHeader
        pro={pro}
        breadcrumbs={<Breadcrumbs items={crumbs} />}
        actions={
          main ? (
            <>
              <DirectQuoteButton serviceId={id} slug={main.slug} consumer={me?.role === 'consumer'} />
              <ReserveLink serviceId={id} />
            </>
          ) : null
        }
        logo={<ProfileLogo name={pro.business_name} logo={pro.logo} src={pro.logo_url} />}
      />
      <Container>
        <CategoryLayout
          top={
            <Section title={t('pro>about_title', { name: pro.business_name })}>
              <ProfileAbout pro={pro} />
              <h3
                css={css`
                  font-size: ${theme.font.size.md};
                  margin-top: ${theme.space[4]};
                `}
              >
                {t('pro>services_title')}
              </h3>
              <CategoryChips categories={pro.categories} chipStyles={profileChipStyles} />
            </Section>
          }
          aside={
            <div
              css={css`
                display: grid;
                gap: ${theme.space[3]};
              `}
            >
              <AsideCard title={t('pro>hours')}>
                <ProfileHours pro={pro} />
              </AsideCard>
              <AsideCard title={t('pro>areas_title')}>
                <ProfileAreas pro={pro} />
              </AsideCard>
              {pro.certificates.length ? (
                <AsideCard title={t('pro>certificates_title')}>
                  <ProfileCertificates pro={pro} />
                </AsideCard>
              ) : null}
            </div>
          }
        >
          {pro.media.length ? (
            <Section title={t('pro>photos_title')}>
              <ProfileGallery
                media={pro.media}
                businessName={pro.business_name}
                renderCorner={(p) => <PhotoLikeSlot serviceId={id} photo={p} role={me?.role} />}
              />
            </Section>
          ) : null}
          <CatalogStrip of={{ service: id }} name={pro.business_name} />
          <section
            id="reviews"
            aria-labelledby="reviews-title"
            css={css`
              margin: ${theme.space[8]} 0;
              scroll-margin-top: 80px;
            `}
          >
            <h2 id="reviews-title">{t('pro>reviews_title', { name: pro.business_name })}</h2>
            {reviews.total > 0 ? (
              <>
                <RatingSummary page={reviews} />
                <PagedReviews
                  page={reviews}
                  renderExtra={(r) => (
                    <>
                      <ReviewPhotos review={r} />
                      {me ? <ReportButton target={{ type: 'review', review_id: r.id }} /> : null}
                    </>
                  )}
                />
              </>
            ) : (
              <EmptyState title={t('pro>no_reviews_title')} body={t('pro>no_reviews_body', { name: pro.business_name })} />
            )}
          </section>
          {pro.faqs.length ? (
            <Section title={t('pro>faq_title')}>
              <FaqList items={pro.faqs} />
            </Section>
          ) : null}
        </CategoryLayout>
      </Container>
      {main ? (
        <StickyQuoteBar
          slug={main.slug}
          note={t('cta>free_note')}
          // The same direct request to this pro as the main call to action, not the generic questionnaire.
          action={<DirectQuoteButton serviceId={id} slug={main.slug} consumer={me?.role === 'consumer'} compact />}
        />
      ) : null}
    </div>
  );
}
