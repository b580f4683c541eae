/**
 * The parts of a request's summary that the pro's lead and the owner's project page both show: facts with icons
 * (where, when), the description, the questionnaire answers and the photos, each opening full size in a new tab.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Language } from '@shared/i18n/i18n-config';
import type { LabelledAnswer } from '@shared/schemas/requests.schema';
import type { Attachment } from '@shared/schemas/attachments.schema';
import { theme } from '../styles/theme';
import { bareList, stack } from '../styles/layout';
import { DescriptionList } from './description-list';
import { Icon, type IconName } from './icon';

export interface IconFact {
  icon: IconName;
  content: ReactNode;
}

/** A list of short facts, each after its icon; `null` entries are left out. A `css` prop can set the margin. */
export function IconFacts({ facts, className }: { facts: Array<IconFact | null | false>; className?: string }) {
  return (
    <ul css={factStyles} className={className}>
      {facts.map((f) =>
        f ? (
          <li key={f.icon}>
            <Icon name={f.icon} size={16} />
            {f.content}
          </li>
        ) : null,
      )}
    </ul>
  );
}

/** The request's own words, line breaks kept; nothing when empty. */
export function RequestDescription({ text }: { text: string }) {
  return text ? (
    <p
      css={css`
        white-space: pre-line;
        margin: ${theme.space[3]} 0 0;
      `}
    >
      {text}
    </p>
  ) : null;
}

/** The questionnaire answers (photos are shown apart) as a stacked, divided description list. */
export function RequestAnswers({ answers, lng }: { answers: LabelledAnswer[]; lng: Language }) {
  const zh = lng === 'zh-HK';
  return (
    <DescriptionList
      layout="stacked"
      divided
      items={answers
        .filter((a) => a.type !== 'photo')
        .map((a) => ({ key: a.field_key, term: zh ? a.label_zh : a.label_en, description: zh ? a.display_zh : a.display_en }))}
    />
  );
}

/** The request's photos as 96 px thumbnails; nothing when there are none. */
export function RequestPhotos({ photos, label }: { photos: Attachment[]; label?: string }) {
  return photos.length ? (
    <ul css={photoGrid} aria-label={label}>
      {photos.map((p) => (
        <li key={p.id}>
          <a href={p.url} target="_blank" rel="noreferrer">
            <img src={p.url} alt={p.file_name} width={96} height={96} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  ) : null;
}

const factStyles = css`
  ${bareList};
  ${stack(1)};
  color: ${theme.color.textSecondary};
  li {
    display: flex;
    gap: ${theme.space[2]};
    align-items: flex-start;
  }
  svg {
    margin-top: 4px;
    flex-shrink: 0;
    color: ${theme.color.brand};
  }
`;

const photoGrid = css`
  list-style: none;
  margin: ${theme.space[3]} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${theme.radius.control};
    border: 1px solid ${theme.color.border};
    display: block;
  }
`;
