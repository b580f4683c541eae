/**
 * What stands between the summary and Send: a visitor logs in or signs up (coming back to this summary),
 * a pro switches to customer mode, an unverified phone is confirmed by OTP (SPEC §6, error 614).
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me } from '@shared/schemas/accounts.schema';
import { Button, ButtonLink } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { Skeleton } from '@client/ui/skeleton';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';

export interface SubmitPanelProps {
  me: Me | null | undefined;
  needsPhone: boolean;
  pending: boolean;
  uploading: boolean;
  error: string | null;
  onSubmit: () => void;
  onSwitchToConsumer: () => void;
  switching: boolean;
  verification: ReactNode;
}

export function SubmitPanel({
  me,
  needsPhone,
  pending,
  uploading,
  error,
  onSubmit,
  onSwitchToConsumer,
  switching,
  verification,
}: SubmitPanelProps) {
  const { t } = useTranslation('requests');
  const href = useHref();
  const { pathname, search } = useLocation();
  // Keep the other query parameters (?pro= from a profile) on the way to signup or login and back.
  const back = new URLSearchParams(search);
  back.set('step', 'summary');
  const from = encodeURIComponent(`${pathname}?${back.toString()}`);
  if (me === undefined) return <Skeleton height={52} />;
  if (me === null) {
    return (
      <section aria-labelledby="form-account-title" css={boxStyles}>
        <h3
          id="form-account-title"
          css={css`
            margin: 0 0 ${theme.space[1]};
            font-size: ${theme.font.size.lg};
          `}
        >
          {t('form>account_title')}
        </h3>
        <p
          css={css`
            margin: 0 0 ${theme.space[4]};
            color: ${theme.color.textSecondary};
            font-size: ${theme.font.size.sm};
          `}
        >
          {t('form>account_body')}
        </p>
        <div
          css={css`
            display: grid;
            gap: ${theme.space[2]};
            ${theme.breakpoint.sm} {
              grid-template-columns: 1fr 1fr;
            }
          `}
        >
          <ButtonLink to={`${href('signup')}?role=consumer&from=${from}`} size="lg" block>
            {t('form>signup_to_send')}
          </ButtonLink>
          <ButtonLink to={`${href('login')}?from=${from}`} size="lg" variant="secondary" block>
            {t('form>login_to_send')}
          </ButtonLink>
        </div>
      </section>
    );
  }
  if (me.role === 'pro') {
    return (
      <section css={boxStyles}>
        <p
          css={css`
            margin: 0 0 ${theme.space[3]};
          `}
        >
          {t('form>pro_mode')}
        </p>
        <Button block size="lg" loading={switching} onClick={onSwitchToConsumer}>
          {t('form>switch_to_consumer')}
        </Button>
      </section>
    );
  }
  if (needsPhone || !me.is_phone_confirmed) return <>{verification}</>;
  return (
    <div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="button" block size="lg" loading={pending} onClick={onSubmit} data-testid="send-request">
        <Icon name="send" size={20} />
        {uploading ? t('form>uploading') : t('form>send')}
      </Button>
      <p
        css={css`
          margin: ${theme.space[2]} 0 0;
          text-align: center;
          color: ${theme.color.textMuted};
          font-size: ${theme.font.size.sm};
        `}
      >
        {t('form>send_note')}
      </p>
    </div>
  );
}

const boxStyles = css`
  border: 1.5px solid ${theme.color.brand};
  border-radius: ${theme.radius.card};
  background: ${theme.color.brandSoft};
  padding: ${theme.space[4]};
`;
