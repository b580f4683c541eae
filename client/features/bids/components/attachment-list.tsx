/** Uploaded files as thumbnails (images) or file chips (pdf), optionally removable. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@shared/schemas/attachments.schema';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';

export function AttachmentList({ items, onRemove }: { items: Attachment[]; onRemove?: (id: number) => void }) {
  const { t } = useTranslation('common');
  if (!items.length) return null;
  return (
    <ul css={listStyles}>
      {items.map((a) => (
        <li key={a.id} css={itemStyles}>
          <a
            href={a.url}
            target="_blank"
            rel="noreferrer"
            css={css`
              display: flex;
              align-items: center;
              gap: ${theme.space[2]};
              min-width: 0;
              color: inherit;
            `}
          >
            {a.mime.startsWith('image/') ? (
              <img
                src={a.url}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                css={css`
                  width: 48px;
                  height: 48px;
                  object-fit: cover;
                  border-radius: 6px;
                `}
              />
            ) : (
              <Icon name="file" size={24} />
            )}
            <span
              css={css`
                overflow: hidden;
                text-overflow: ellipsis;
                white-space: nowrap;
                font-size: ${theme.font.size.sm};
              `}
            >
              {a.file_name}
            </span>
          </a>
          {onRemove ? (
            <button type="button" onClick={() => onRemove(a.id)} aria-label={t('upload>remove', { name: a.file_name })} css={removeStyles}>
              <Icon name="close" size={16} />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const listStyles = css`
  list-style: none;
  margin: ${theme.space[2]} 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[2]};
  ${theme.breakpoint.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  min-width: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.control};
  padding: ${theme.space[1]} ${theme.space[2]};
  background: ${theme.color.surface};
`;

const removeStyles = css`
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  border: 0;
  background: none;
  border-radius: ${theme.radius.control};
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${theme.color.textSecondary};
  &:hover {
    background: ${theme.color.neutralSoft};
  }
`;
