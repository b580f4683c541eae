/** The pager's words in the visitor's language (the list pages of the dashboard share them). */
import { useTranslation } from 'react-i18next';

export function usePaginationLabels() {
  const { t } = useTranslation('market');
  return {
    nav: t('common>pages'),
    previous: t('common>previous'),
    next: t('common>next'),
    page: (n: number) => t('common>page_n', { n }),
  };
}
