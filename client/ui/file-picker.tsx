/**
 * A form field of documents (a certificate's files, a merchant application's BR certificate or bank proof): its label
 * and hint, the files uploaded so far (each opens in a new tab and has a remove button), an "add" button that reads
 * how many there are of the most, the rules, and the field's error or the last upload's problem. The caller's
 * uploader (client/lib/uploads.ts useUploader) uploads at once; the words come from the caller.
 */
import { css } from '@emotion/react';
import { useId } from 'react';
import { buttonClass } from './button';
import { errorStyles, labelStyles } from './field';
import { hintStyles } from './field-message';
import { FileInput } from './file-input';
import { Icon } from './icon';
import { theme } from '../styles/theme';
import { bareList, spaceBelow, stack } from '../styles/layout';

/** What a picker needs of an uploader (useUploader gives all of it). */
export interface PickerUploader {
  items: ReadonlyArray<{ id: number; url: string; mime: string; file_name: string }>;
  pending: number;
  /** The last pick's problem (a file too large, a wrong type, too many, a failed upload). */
  problem: string | null;
  /** The server's words for a failed upload, when it gave some. */
  serverMessage: string | null;
  add: (files: FileList | null) => unknown;
  remove: (id: number) => void;
}

/** The picker's words: `add` ({count}, {max}), `uploading`, `rules` ({max}), `remove` ({name}), `problem_<problem>` ({max}). */
export type FilePickerText = (
  key: 'add' | 'uploading' | 'rules' | 'remove' | `problem_${string}`,
  values: Record<string, string | number>,
) => string;

export interface FilePickerProps {
  uploader: PickerUploader;
  label: string;
  hint: string;
  /** How many files the field takes at most. */
  max: number;
  /** Which files the browser offers (client/lib/uploads.ts acceptFor). */
  accept: string;
  text: FilePickerText;
  /** The body field the files go in (the server's errors name it). */
  name?: string;
  /** A field error (from the form's own check or the server's). */
  error?: string;
  /** The fieldset's classes (a `css` prop lands here). */
  className?: string;
}

export function FilePicker({ uploader, label, hint, max, accept, text, name, error, className }: FilePickerProps) {
  const id = useId();
  const full = uploader.items.length >= max;
  const problem = uploader.problem
    ? uploader.problem === 'upload_failed' && uploader.serverMessage
      ? uploader.serverMessage
      : text(`problem_${uploader.problem}`, { max })
    : null;
  const message = problem ?? error;
  return (
    <fieldset css={fieldsetStyles} className={className} aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}>
      <legend css={[labelStyles, { padding: 0 }]}>{label}</legend>
      <p id={`${id}-hint`} css={[hintStyles, { marginTop: 0, marginBottom: theme.space[2] }]}>
        {hint}
      </p>
      {uploader.items.length ? (
        <ul css={[bareList, stack(1), spaceBelow(2)]}>
          {uploader.items.map((f) => (
            <li key={f.id} css={itemStyles}>
              <Icon name={f.mime === 'application/pdf' ? 'file' : 'image'} size={18} />
              <a href={f.url} target="_blank" rel="noopener noreferrer" css={nameStyles}>
                {f.file_name}
              </a>
              <button
                type="button"
                css={removeStyles}
                onClick={() => uploader.remove(f.id)}
                aria-label={text('remove', { name: f.file_name })}
              >
                <Icon name="close" size={18} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FileInput
        accept={accept}
        name={name}
        inputLabel={label}
        disabled={full || uploader.pending > 0}
        onFiles={(files) => void uploader.add(files)}
        className={buttonClass({ variant: 'secondary', size: 'md', block: true })}
      >
        <Icon name={uploader.pending ? 'loading' : 'upload'} size={18} />
        {uploader.pending ? text('uploading', {}) : text('add', { count: uploader.items.length, max })}
      </FileInput>
      <p css={[hintStyles, { marginTop: theme.space[1] }]}>{text('rules', { max })}</p>
      {message ? (
        <p id={`${id}-error`} role="alert" css={errorStyles}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

const fieldsetStyles = css`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding-left: ${theme.space[2]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.control};
  background: ${theme.color.surface};
`;

const nameStyles = css`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const removeStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.touchTarget};
  height: ${theme.layout.touchTarget};
  border: 0;
  background: none;
  color: ${theme.color.textSecondary};
  cursor: pointer;
  border-radius: ${theme.radius.control};
  &:hover {
    color: ${theme.color.danger};
    background: ${theme.color.dangerSoft};
  }
`;
