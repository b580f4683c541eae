/** The lightbox's texts in the page's language (namespace media). */
import { useTranslation } from 'react-i18next';
import type { LightboxLabels } from '@client/ui/lightbox';

export function useLightboxLabels(): LightboxLabels {
  const { t } = useTranslation('media');
  return {
    dialog: t('lightbox>dialog'),
    close: t('lightbox>close'),
    previous: t('lightbox>previous'),
    next: t('lightbox>next'),
    position: (n, total) => t('lightbox>position', { n, total }),
  };
}
