/** The pager's words in the visitor's language (the list pages of the dashboard share them). */
import { useTranslation } from 'react-i18next';

export function usePaginationLabels() {
  const { t } = useTranslation('common');
  return {
    nav: t('pagination>pages'),
    previous: t('pagination>previous'),
    next: t('pagination>next'),
    page: (n: number) => t('pagination>page_n', { n }),
  };
}
