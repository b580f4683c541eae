/** info/{slug}: "before you hire" for a category, or for a genre by its info slug (SPEC §2 information variants). */
import { useSuspenseQuery } from '@tanstack/react-query';
import { InfoCategoryView } from './info-category';
import { InfoGenreView } from './info-genre';
import { infoReads } from './info.reads';

export default function InfoPage() {
  const { data: guide } = useSuspenseQuery(infoReads.use().guide);
  return guide.kind === 'category' ? <InfoCategoryView guide={guide} /> : <InfoGenreView guide={guide} />;
}
