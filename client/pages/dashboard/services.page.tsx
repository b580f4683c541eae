/** dashboard/services (pro): the pro's services with their state, links to edit and view, and "add another service". */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { Icon } from '@client/ui/icon';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { pageTitleStyles } from '@client/styles/page-styles';
import { useHref } from '@client/lib/paths';
import { useMyServices } from '@client/features/service-editor/api/service-editor.queries';
import { resumeTemp, tempForMissing } from '@client/features/service-editor/api/onboarding-flow';
import { OnboardingMyServices } from '@client/features/service-editor/components/onboarding-my-services';

export default function ServicesPage() {
  const { t } = useTranslation('onboarding');
  const href = useHref();
  const { data, isPending } = useMyServices();
  const editor = (id: number) => href('serviceEditor', { serviceId: id });
  const addHref = `${href('onboarding')}?new=1`;
  const items = data?.items ?? [];
  return (
    <>
      <div css={head}>
        <h1 css={pageTitleStyles}>{t('services>title')}</h1>
        {items.length ? (
          <ButtonLink to={addHref} variant="secondary" size="sm" data-testid="add-service">
            <Icon name="plus" size={16} />
            {t('services>add')}
          </ButtonLink>
        ) : null}
      </div>
      {isPending ? (
        <Skeleton height={220} />
      ) : items.length ? (
        <OnboardingMyServices
          items={items}
          links={{
            editor: (s) => editor(s.quote_service_id),
            publicPage: (s) => href('service', { serviceId: s.quote_service_id }),
            resume: (s) => href('onboardingStep', { serviceId: s.quote_service_id, temp: resumeTemp(s) }),
            missing: (s, key) => {
              const temp = tempForMissing(key);
              return temp ? href('onboardingStep', { serviceId: s.quote_service_id, temp }) : editor(s.quote_service_id);
            },
          }}
        />
      ) : (
        <EmptyState
          title={t('services>empty_title')}
          body={t('services>empty_body')}
          action={
            <ButtonLink to={href('onboarding')} size="lg">
              {t('services>empty_cta')}
            </ButtonLink>
          }
        />
      )}
      <Card css={verifyCard}>
        <div css={verifyRow}>
          <Icon name="shield" size={24} />
          <div
            css={css`
              flex: 1;
              min-width: 12rem;
            `}
          >
            <strong>{t('services>verify_title')}</strong>
            <p css={verifyBody}>{t('services>verify_body')}</p>
          </div>
          <ButtonLink to={href('certification')} variant="secondary" size="sm" data-testid="services-certification">
            {t('services>verify_cta')}
          </ButtonLink>
        </div>
      </Card>
    </>
  );
}

const verifyCard = css`
  margin-top: ${theme.space[4]};
`;

const verifyRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
`;

const verifyBody = css`
  margin: ${theme.space[1]} 0 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const head = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[4]};
`;
