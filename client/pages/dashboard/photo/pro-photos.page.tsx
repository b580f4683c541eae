/** dashboard/photo (SPEC §2 pro `photo`): the pro's photos of past work and how many customers liked each. */
import { useTranslation } from 'react-i18next';
import { PageShell } from '@client/ui/page-shell';
import { useProPhotos } from '@client/features/photo-likes/api/photo-likes.queries';
import { ProPhotoList, ProPhotoSkeleton } from '@client/features/photo-likes/components/pro-photo-list';

export default function ProPhotosPage() {
  const { t } = useTranslation('media');
  const { data } = useProPhotos();
  return (
    <PageShell
      title={t('photoLikes>pro>title')}
      intro={data ? t('photoLikes>pro>intro', { count: data.total_likes }) : t('photoLikes>pro>intro_loading')}
    >
      {data ? <ProPhotoList data={data} /> : <ProPhotoSkeleton />}
    </PageShell>
  );
}
