/**
 * Up to `max` photos chosen for a refund application, kept in the form and sent with it (multipart): checked here
 * against the endpoint's file rule (type and size) and listed with a way to remove each.
 */
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileRule } from '@shared/api/endpoint';
import { buttonClass } from '@client/ui/button';
import { FileInput } from '@client/ui/file-input';
import { Icon } from '@client/ui/icon';
import { IconButton } from '@client/ui/icon-button';
import { errorStyles } from '@client/ui/field';
import { theme } from '@client/styles/theme';
import { bareList, row, secondarySmall, stack } from '@client/styles/layout';

const MIME: Record<FileRule['types'][number], string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
  webp: 'image/webp',
};

export function PhotoPicker({ rule, files, onChange }: { rule: FileRule; files: File[]; onChange: (files: File[]) => void }) {
  const { t } = useTranslation('dashboard');
  const [problem, setProblem] = useState<string | null>(null);
  const accepted = rule.types.map((type) => MIME[type]);
  const labelId = useId();

  function add(list: FileList | null) {
    const picked = Array.from(list ?? []);
    if (!picked.length) return;
    if (picked.some((f) => !accepted.includes(f.type))) return setProblem(t('safety_payments>photos>bad_type'));
    if (picked.some((f) => f.size >= rule.maxBytes)) return setProblem(t('common|upload>file_too_large'));
    if (files.length + picked.length > rule.max) return setProblem(t('safety_payments>photos>too_many', { max: rule.max }));
    setProblem(null);
    onChange([...files, ...picked]);
  }

  return (
    <div css={stack(2)} role="group" aria-labelledby={labelId}>
      <p id={labelId} css={labelStyles}>
        {t('safety_payments>photos>label')}
      </p>
      <p css={secondarySmall}>{t('safety_payments>photos>rules', { max: rule.max, size: Math.floor(rule.maxBytes / 1_000_000) })}</p>
      {files.length ? (
        <ul css={listStyles} aria-label={t('safety_payments>photos>chosen')}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} css={itemStyles}>
              <Icon name="image" size={18} />
              <span css={nameStyles}>{f.name}</span>
              <IconButton
                icon="close"
                label={t('common|upload>remove', { name: f.name })}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {files.length < rule.max ? (
        <div>
          <FileInput accept={accepted.join(',')} onFiles={add} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            <Icon name="camera" size={16} />
            {t('safety_payments>photos>add')}
          </FileInput>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" css={errorStyles}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

const labelStyles = css`
  margin: 0;
  font-weight: ${theme.font.weight.bold};
  font-size: ${theme.font.size.sm};
`;

const listStyles = css`
  ${bareList};
  ${stack(1)};
`;

const itemStyles = css`
  ${row(2)};
`;

const nameStyles = css`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
