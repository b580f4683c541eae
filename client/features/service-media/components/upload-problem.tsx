/** Why an upload or a change failed, inline next to the control (SPEC §5: title "cannot upload", error 2). */
import { css } from '@emotion/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@shared/api/api-error';
import { Alert } from '@client/ui/alert';
import { Progress } from '@client/ui/progress';
import { isServerError } from '@client/ui/server-error';
import type { UploadProblem as CheckProblem } from '@client/lib/uploads';
import { theme } from '@client/styles/theme';

export interface Problem {
  /** Already in the user's language. */
  message: string;
  code?: number | string;
  /** Shown with the "cannot upload" title (uploads) or alone (other changes). */
  upload?: boolean;
}

/** A browser-side check that failed (SPEC §5 error 2). */
export function checkProblem(t: TFunction, problem: CheckProblem): Problem {
  return { message: t(`media|upload>${problem}`), code: ERROR_CODES.UPLOAD_REJECTED, upload: true };
}

/** A failed call: the server's translated message and code, or a network problem. */
export function apiProblem(t: TFunction, err: unknown, upload: boolean): Problem {
  if (isServerError(err)) {
    const field = Object.values(err.fields)[0];
    return { message: field ?? err.message, code: err.code, upload };
  }
  return { message: t('media|upload>failed'), upload };
}

export function UploadProblem({ problem }: { problem: Problem | null }) {
  const { t } = useTranslation('media');
  if (!problem) return null;
  return (
    <Alert tone="error">
      {problem.upload ? <strong>{t('upload>cannot_upload')}</strong> : null} {problem.message}
      {problem.code !== undefined && typeof problem.code === 'number' ? (
        <span
          css={css`
            display: block;
            margin-top: ${theme.space[1]};
            font-size: ${theme.font.size.xs};
          `}
        >
          {t('upload>code', { code: problem.code })}
        </span>
      ) : null}
    </Alert>
  );
}

/** Under an upload control: the progress bar while uploading, the problem, and a status line for screen readers. */
export function UploadFeedback({ percent, problem, status }: { percent: number | null; problem: Problem | null; status: string }) {
  const { t } = useTranslation('media');
  return (
    <>
      {percent !== null ? (
        <Progress
          variant="bar"
          value={percent}
          max={100}
          label={t('upload>progress_label')}
          valueText={t('upload>uploading', { percent })}
        />
      ) : null}
      <UploadProblem problem={problem} />
      <p aria-live="polite" className="visually-hidden">
        {status}
      </p>
    </>
  );
}
