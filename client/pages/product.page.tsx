/**
 * product/{slug}[/{amount}] (public, never indexed): one credit package, or "custom" with an amount, and the way to
 * buy it: visitors log in first, consumers switch to their pro account, pros continue on the pricing page.
 */
import { css } from '@emotion/react';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Button, ButtonLink } from '@client/ui/button';
import { Container } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { useSwitchRole } from '@client/features/accounts/api/accounts.mutations';
import { usePackage } from '@client/features/payments/api/payments.queries';
import { ProductOffer } from '@client/features/payments/components/product-offer';
import { customProductAmount } from '@client/features/payments/lib/packages';

export default function ProductPage() {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const { pathname } = useLocation();
  const { slug = '', amount: rawAmount } = useParams();
  const amount = slug === 'custom' ? customProductAmount(rawAmount) : null;
  const pkg = usePackage(slug, slug !== 'custom');
  const me = useSession().data;
  const switchRole = useSwitchRole();
  const offer = amount ? { name: t('product>custom_name'), price: amount, credit: amount, bonus: 0 } : pkg.data;
  if (!offer) {
    return (
      <Container css={{ paddingTop: theme.space[6] }}>{pkg.isPending && !amount ? <Skeleton height={420} /> : <NotFound />}</Container>
    );
  }
  const unavailable = pkg.data ? !pkg.data.is_available : false;
  const target = amount ? href('pricing', { target: 'custom' }) + `?amount=${amount}` : href('pricing', { target: slug });
  const action =
    me === undefined ? (
      <Skeleton height={52} />
    ) : me === null ? (
      <ButtonLink to={`${href('login')}?from=${encodeURIComponent(pathname)}`} size="lg" block>
        {t('product>login_to_buy')}
      </ButtonLink>
    ) : me.role !== 'pro' ? (
      <>
        <Alert tone="info">{t('product>pro_only')}</Alert>
        <Button size="lg" block loading={switchRole.isPending} onClick={() => switchRole.mutate('pro')}>
          {t('product>switch_to_pro')}
        </Button>
      </>
    ) : unavailable ? (
      <ButtonLink to={href('pricing')} size="lg" block>
        {t('product>see_packages')}
      </ButtonLink>
    ) : (
      <ButtonLink to={target} size="lg" block>
        {t('product>buy', { price: formatHkd(offer.price) })}
      </ButtonLink>
    );
  return (
    <Container css={pageStyles}>
      <ProductOffer {...offer} unavailable={unavailable} action={action} />
    </Container>
  );
}

function NotFound() {
  const { t } = useTranslation('pricing');
  const href = useHref();
  return (
    <EmptyState
      title={t('product>not_found_title')}
      body={t('product>not_found_body')}
      action={<ButtonLink to={href('proLanding')}>{t('product>to_pro')}</ButtonLink>}
    />
  );
}

const pageStyles = css`
  padding-top: ${theme.space[6]};
  padding-bottom: ${theme.space[8]};
`;
