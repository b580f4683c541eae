/** info/{slug}: "before you hire" for a category, or for a genre by its info slug (SPEC §2 information variants). */
import { useParams } from 'react-router';
import { useHiringGuide } from '@client/features/catalog/api/hiring-guide.queries';
import { InfoCategoryView } from './info-category';
import { InfoGenreView } from './info-genre';

export default function InfoPage() {
  const { data: guide } = useHiringGuide(useParams().slug ?? '');
  return guide.kind === 'category' ? <InfoCategoryView guide={guide} /> : <InfoGenreView guide={guide} />;
}
