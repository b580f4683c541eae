/** review/service/{service_id}/{hash}: a customer reviews a pro through the pro's link, without logging in. */
import { css } from '@emotion/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Container } from '@client/ui/card';
import { Avatar } from '@client/ui/avatar';
import { theme } from '@client/styles/theme';
import { row, secondarySmall } from '@client/styles/layout';
import { LinkReviewForm } from '@client/features/reviews/components/link-review-form';
import { reviewLinkReads } from './review-service.reads';

export default function ReviewServicePage() {
  const { t } = useTranslation('catalog');
  const { hash = '' } = useParams();
  const { data: link } = useSuspenseQuery(reviewLinkReads.use().link);
  return (
    <Container
      css={css`
        max-width: 600px;
        padding-top: ${theme.space[8]};
      `}
    >
      <Card>
        <div
          css={css`
            ${row(3)};
            margin-bottom: ${theme.space[4]};
          `}
        >
          <Avatar name={link.business_name} size="lg" />
          <div>
            <h1
              css={css`
                font-size: ${theme.font.size.xl};
                margin: 0;
              `}
            >
              {t('review_form>title', { name: link.business_name })}
            </h1>
            <p
              css={css`
                ${secondarySmall};
                margin: 0;
              `}
            >
              {t('review_form>intro')}
            </p>
          </div>
        </div>
        <LinkReviewForm link={link} hash={hash} />
      </Card>
    </Container>
  );
}
