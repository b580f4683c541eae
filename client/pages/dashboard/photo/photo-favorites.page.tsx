/**
 * dashboard/photo/favorite (SPEC §2 photo/favorite, §9 one page of 9999): the photos the consumer liked on pros'
 * profiles, newest like first, each opening the pro's profile, with a way to take it off the list.
 */
import { useTranslation } from 'react-i18next';
import { Card } from '@client/ui/card';
import { PageShell } from '@client/ui/page-shell';
import { useLikedPhotos } from '@client/features/photo-likes/api/photo-likes.queries';
import { LikedPhotoEmpty, LikedPhotoList, LikedPhotoSkeleton } from '@client/features/photo-likes/components/liked-photo-list';

export default function PhotoFavoritesPage() {
  const { t } = useTranslation('media');
  const { data } = useLikedPhotos();
  return (
    <PageShell title={t('photoLikes>favorite>title')} intro={t('photoLikes>favorite>intro')}>
      {!data ? (
        <LikedPhotoSkeleton />
      ) : data.items.length ? (
        <>
          <p>{t('photoLikes>favorite>count', { count: data.total })}</p>
          <LikedPhotoList items={data.items} />
        </>
      ) : (
        <Card>
          <LikedPhotoEmpty />
        </Card>
      )}
    </PageShell>
  );
}
