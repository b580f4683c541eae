/** The files of a certificate or identity check as links that open the file (owner and operators only). */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@shared/schemas/attachments.schema';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { bareList, stack } from '@client/styles/layout';
import { fileNameStyles } from './certificate.styles';

export function FileLinks({ files }: { files: Attachment[] }) {
  const { t } = useTranslation('verify');
  if (!files.length) return <p css={mutedStyles}>{t('files>none')}</p>;
  return (
    <ul css={listStyles}>
      {files.map((f) => (
        <li key={f.id}>
          <a href={f.url} target="_blank" rel="noopener noreferrer" css={linkStyles}>
            <Icon name={f.mime === 'application/pdf' ? 'file' : 'image'} size={18} />
            <span css={fileNameStyles}>{f.file_name || t('files>unnamed', { id: f.id })}</span>
            <span css={mutedStyles}>{t('files>size_kb', { kb: Math.max(1, Math.round(f.size / 1024)) })}</span>
            <Icon name="external-link" size={16} />
          </a>
        </li>
      ))}
    </ul>
  );
}

const listStyles = [bareList, stack(1)];

const linkStyles = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.layout.touchTarget};
  padding: 0 ${theme.space[2]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.control};
  text-decoration: none;
  color: ${theme.color.text};
  &:hover {
    border-color: ${theme.color.brand};
  }
`;

const mutedStyles = css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
  white-space: nowrap;
`;
