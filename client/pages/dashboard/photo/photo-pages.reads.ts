/** What the photo pages read: the pro's photos with their counts (dashboard/photo), the consumer's liked photos (photo/favorite). */
import { likedPhotosQuery, proPhotosQuery } from '@client/features/photo-likes/api/photo-likes.queries';
import { pageReads } from '@client/lib/page-reads';

export const proPhotosReads = pageReads(({ data, lng }) => ({ photos: proPhotosQuery(data, lng) }));

export const likedPhotosReads = pageReads(({ data, lng }) => ({ liked: likedPhotosQuery(data, lng) }));
