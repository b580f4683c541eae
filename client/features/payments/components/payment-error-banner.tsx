/**
 * SPEC §8 payment_error, compact, for the top of the pro's leads page: the last automatic top-up failed (declined
 * or a foreign card), a link to the credit page, and Dismiss (clears it, as on the credit page).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { rowTop } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useDismissPaymentError } from '../api/payments.mutations';

export function PaymentErrorBanner({ code }: { code: string }) {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const dismiss = useDismissPaymentError();
  return (
    <div role="alert" css={bannerStyles}>
      <Icon name="warning" size={20} />
      <p css={textStyles}>
        <strong>{t('credit>payment_error_title')}</strong>{' '}
        {t(code === 'foreign_card' ? 'credit>banner_foreign_card' : 'credit>banner_payment_failed')}{' '}
        <Link to={href('credit')}>{t('credit>banner_link')}</Link>
      </p>
      <Button
        variant="ghost"
        size="sm"
        loading={dismiss.isPending}
        onClick={() => dismiss.mutate()}
        aria-label={t('credit>banner_dismiss')}
        css={closeStyles}
      >
        <Icon name="close" size={18} />
      </Button>
    </div>
  );
}

const bannerStyles = css`
  ${rowTop(2)};
  margin-bottom: ${theme.space[4]};
  padding: ${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.control};
  border: 1px solid ${theme.color.dangerSoft};
  background: ${theme.color.dangerSoft};
  color: ${theme.color.dangerDark};
  font-size: ${theme.font.size.sm};
  & > svg {
    flex-shrink: 0;
    margin-top: 8px;
  }
  a {
    color: ${theme.color.dangerDark};
    font-weight: ${theme.font.weight.bold};
  }
`;

const textStyles = css`
  flex: 1;
  margin: 0;
  padding: 6px 0;
`;

const closeStyles = css`
  flex-shrink: 0;
  width: ${theme.layout.touchTarget};
  min-height: ${theme.layout.touchTarget};
  padding: 0;
  color: ${theme.color.dangerDark};
`;
