/** dashboard/projects (consumer): the consumer's requests. Until the marketplace loop lands, the empty state leads to posting one. */
import { useTranslation } from 'react-i18next';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { ButtonLink } from '@client/ui/button';
import { useHref } from '@client/lib/paths';

export default function ProjectsPage() {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  return (
    <Card>
      <h1>{t('projects>title')}</h1>
      <EmptyState title={t('projects>empty_title')} body={t('projects>empty_body')} action={<ButtonLink to={href('home')}>{t('projects>empty_cta')}</ButtonLink>} />
    </Card>
  );
}
