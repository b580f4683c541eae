/**
 * A file input the user reaches through its label: the input is visually hidden (still focusable), the label is
 * styled by the caller (a button, a round icon) and shows the focus ring while the input has keyboard focus.
 * The input is emptied after each pick, so choosing the same file again still reports it.
 */
import { css } from '@emotion/react';
import { useId, useRef, type ReactNode } from 'react';
import { theme } from '../styles/theme';

export interface FileInputProps {
  accept: string;
  onFiles: (files: FileList | null) => void;
  /** The label's classes (a `css` prop lands here). */
  className?: string;
  title?: string;
  /** The form field's name (a form's errors name it). */
  name?: string;
  /** The input's accessible name when the label's own text is not it (a field's label, not "Add files"). */
  inputLabel?: string;
  /** No more files now (the list is full, or files are uploading): the label is dimmed and says so. */
  disabled?: boolean;
  children: ReactNode;
}

export function FileInput({ accept, onFiles, className, title, name, inputLabel, disabled, children }: FileInputProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={ref}
        id={id}
        name={name}
        type="file"
        multiple
        accept={accept}
        className="visually-hidden"
        aria-label={inputLabel}
        disabled={disabled}
        onChange={(e) => {
          onFiles(e.target.files);
          if (ref.current) ref.current.value = '';
        }}
      />
      <label htmlFor={id} css={focusRing} className={className} title={title} aria-disabled={disabled || undefined}>
        {children}
      </label>
    </>
  );
}

const focusRing = css`
  input:focus-visible + & {
    outline: 3px solid ${theme.color.focus};
  }
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
