/** form/{slug}: the category questionnaire (SPEC §2), composed with the phone OTP and the role switch. */
import { css } from '@emotion/react';
import { useEffect } from 'react';
import loadable from '@loadable/component';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Container } from '@client/ui/card';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { iconFactsLine } from '@client/styles/layout';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { useSwitchRole } from '@client/features/accounts/api/accounts.mutations';
import { RequestForm } from '@client/features/requests/components/request-form';
import { Skeleton } from '@client/ui/skeleton';
import { DirectRequestNote } from '@client/features/narrow-match/components/direct-request-note';
import { formReads } from './form.reads';

// The OTP form shows only at the summary for an unconfirmed phone: it stays out of the form's initial JavaScript.
const PhoneVerification = loadable(
  () => import(/* webpackChunkName: "phone-verification" */ '@client/features/verification/components/phone-verification'),
  { resolveComponent: (m) => m.PhoneVerification, fallback: <Skeleton height={160} /> },
);

export default function FormPage() {
  const { t } = useTranslation('requests');
  const reads = formReads.use();
  const { data: category } = useSuspenseQuery(reads.category);
  const { data: districts } = useSuspenseQuery(reads.districts);
  const { data: me } = useSession();
  const switchRole = useSwitchRole();
  const [params] = useSearchParams();
  const direct = Number(params.get('pro')) > 0;
  const unconfirmed = !!me && !me.is_phone_confirmed;
  const nearSummary = params.has('step');
  // The OTP form is needed at the summary for an unconfirmed phone: fetch it once the visitor is into the steps.
  useEffect(() => {
    if (unconfirmed && nearSummary) PhoneVerification.preload();
  }, [unconfirmed, nearSummary]);
  return (
    <Container
      css={css`
        max-width: 680px;
        padding-top: ${theme.space[4]};
        padding-bottom: ${theme.space[8]};
      `}
    >
      <h1
        css={css`
          font-size: ${theme.font.size.xl};
          margin: 0 0 ${theme.space[1]};
          ${theme.breakpoint.sm} {
            font-size: ${theme.font.size.xxl};
          }
        `}
      >
        {t('form>title', { name: category.name })}
      </h1>
      <p
        css={css`
          ${iconFactsLine};
          gap: ${theme.space[1]} ${theme.space[3]};
          margin: 0 0 ${theme.space[4]};
        `}
      >
        <span css={trustItem}>
          <Icon name="check-circle" size={16} />
          {t('form>trust_free')}
        </span>
        <span css={trustItem}>
          <Icon name="users" size={16} />
          {t('form>trust_pros', { count: category.pro_count })}
        </span>
        <span css={trustItem}>
          <Icon name="shield" size={16} />
          {t('form>trust_private')}
        </span>
      </p>
      {direct ? <DirectRequestNote /> : null}
      <Card>
        <RequestForm
          category={category}
          districts={districts}
          me={me}
          onSwitchToConsumer={() => switchRole.mutateAsync('consumer')}
          renderVerification={({ initialPhone, onVerified }) => (
            <PhoneVerification initialPhone={initialPhone} onVerified={onVerified} reason={t('common|phone_verify>why_request')} />
          )}
        />
      </Card>
    </Container>
  );
}

const trustItem = css`
  svg {
    color: ${theme.color.brand};
  }
`;
