/** dashboard/requests (pro): leads. The empty state says how leads arrive and what to do meanwhile. */
import { useTranslation } from 'react-i18next';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { ButtonLink } from '@client/ui/button';
import { useHref } from '@client/lib/paths';

export default function RequestsPage() {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  return (
    <Card>
      <h1>{t('requests>title')}</h1>
      <EmptyState title={t('requests>empty_title')} body={t('requests>empty_body')} action={<ButtonLink to={href('settings')}>{t('requests>empty_cta')}</ButtonLink>} />
    </Card>
  );
}
