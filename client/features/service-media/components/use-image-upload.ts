/** Checks picked images in the browser (client/lib/uploads.ts), uploads them with progress and keeps the problem to show. */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@shared/schemas/attachments.schema';
import { checkUpload } from '@client/lib/uploads';
import { uploadWithProgress } from '../api/upload-with-progress';
import { apiProblem, checkProblem, type Problem } from './upload-problem';

export function useImageUpload() {
  const { t } = useTranslation('media');
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  /** The uploaded attachments, or null when a file was refused (the problem is set). `limit`: how many may still be added. */
  const upload = useCallback(
    async (list: FileList | File[] | null, limit?: { left: number; max: number }): Promise<Attachment[] | null> => {
      const files = Array.from(list ?? []);
      if (!files.length) return null;
      const bad = files.map((f) => checkUpload(f, false)).find(Boolean);
      if (bad) {
        setProblem(checkProblem(t, bad));
        return null;
      }
      if (limit && files.length > limit.left) {
        setProblem({ message: t('upload>too_many', { max: limit.max, left: Math.max(0, limit.left) }), upload: true });
        return null;
      }
      setProblem(null);
      setPercent(0);
      try {
        return await uploadWithProgress(files, setPercent);
      } catch (err) {
        setProblem(apiProblem(t, err, true));
        return null;
      } finally {
        setPercent(null);
      }
    },
    [t],
  );

  return { upload, percent, problem, setProblem };
}
