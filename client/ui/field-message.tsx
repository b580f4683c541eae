/** Hint and inline error under a form control, and the aria-describedby that ties them to it. */
import { css } from '@emotion/react';
import { theme } from '../styles/theme';
import { errorStyles } from './field';

export const hintStyles = css`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
  margin: ${theme.space[1]} 0 0;
`;

/** Ids of the hint/error paragraphs for a control id, and the aria-describedby value to put on the control. */
export function fieldDescription(id: string, { error, hint, extra }: { error?: string; hint?: string; extra?: string }) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint && !error ? hintId : null, extra ?? null].filter(Boolean).join(' ') || undefined;
  return { errorId, hintId, describedBy };
}

export function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  const { errorId, hintId } = fieldDescription(id, { error, hint });
  return (
    <>
      {hint && !error ? (
        <p id={hintId} css={hintStyles}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" css={errorStyles}>
          {error}
        </p>
      ) : null}
    </>
  );
}
