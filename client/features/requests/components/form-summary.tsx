/** The questionnaire's last step: every answer with a way back to change it, before sending. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { TIME_SLOTS } from '@shared/domain/request-lifecycle';
import { slotTitle } from '@client/lib/request-when';
import type { District } from '@shared/schemas/catalog.schema';
import type { Language } from '@shared/i18n/i18n-config';
import { formatDay } from '@shared/utils/dates';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { inlineRow } from '@client/styles/layout';
import type { FormDraft } from '../hooks/form-draft';
import type { PendingPhoto } from '../hooks/pending-photos';
import type { Step } from './form-model';

interface Row {
  id: string;
  term: string;
  value: string;
  error?: string;
}

export function summaryRows(
  steps: Step[],
  draft: FormDraft,
  photos: PendingPhoto[],
  districts: District[],
  lng: Language,
  t: TFunction<'requests'>,
): Row[] {
  const none = t('form>not_answered');
  const rows: Row[] = [];
  for (const s of steps) {
    if (s.kind === 'question') {
      const v = draft.answers[s.question.field_key];
      const list = Array.isArray(v) ? v.map(String) : v === undefined || v === '' ? [] : [String(v)];
      const shown = s.question.options.length ? list.map((x) => s.question.options.find((o) => o.value === x)?.label ?? x) : list;
      rows.push({ id: s.id, term: s.question.label, value: shown.length ? shown.join(lng === 'zh-HK' ? '、' : ', ') : none });
    } else if (s.kind === 'district') {
      rows.push({ id: s.id, term: t('form>district_label'), value: districts.find((d) => d.slug === draft.district)?.name ?? none });
    } else if (s.kind === 'when') {
      const dates = draft.preferred_dates.map((d) => formatDay(d, lng)).join(lng === 'zh-HK' ? '、' : '; ');
      const slots = TIME_SLOTS.filter((x) => draft.time_slots.includes(x.key))
        .map((x) => slotTitle(t, x))
        .join(lng === 'zh-HK' ? '、' : ', ');
      rows.push({ id: s.id, term: t('form>summary_when'), value: [dates, slots].filter(Boolean).join(' · ') || t('form>flexible') });
    } else if (s.kind === 'description') {
      rows.push({ id: s.id, term: t('form>description_title'), value: draft.description.trim() || none });
    } else if (s.kind === 'photos') {
      rows.push({ id: s.id, term: t('form>photos_title'), value: photos.length ? t('form>photo_count', { count: photos.length }) : none });
    }
  }
  return rows;
}

export function FormSummary({ rows, onEdit }: { rows: Row[]; onEdit: (stepId: string) => void }) {
  const { t } = useTranslation('requests');
  return (
    <dl css={listStyles}>
      {rows.map((r) => (
        <div key={r.id} css={rowStyles}>
          <dt
            css={css`
              grid-column: 1;
              color: ${theme.color.textSecondary};
              font-size: ${theme.font.size.sm};
            `}
          >
            {r.term}
          </dt>
          <dd
            css={css`
              grid-column: 1;
              margin: 2px 0 0;
              font-weight: ${theme.font.weight.medium};
              overflow-wrap: anywhere;
              white-space: pre-line;
            `}
          >
            {r.value}
          </dd>
          {r.error ? (
            <dd
              role="alert"
              css={css`
                grid-column: 1;
                margin: ${theme.space[1]} 0 0;
                color: ${theme.color.danger};
                font-size: ${theme.font.size.sm};
              `}
            >
              {r.error}
            </dd>
          ) : null}
          <dd
            css={css`
              grid-column: 2;
              grid-row: 1 / span 3;
              margin: 0;
              align-self: center;
            `}
          >
            <button type="button" onClick={() => onEdit(r.id)} css={editStyles} aria-label={t('form>edit_answer', { question: r.term })}>
              <Icon name="edit" size={16} />
              {t('form>edit')}
            </button>
          </dd>
        </div>
      ))}
    </dl>
  );
}

const listStyles = css`
  margin: 0 0 ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface};
`;

const rowStyles = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  column-gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[4]};
  & + & {
    border-top: 1px solid ${theme.color.border};
  }
`;

const editStyles = css`
  ${inlineRow(1)};
  min-height: 44px;
  padding: 0 ${theme.space[2]};
  border: 0;
  background: none;
  color: ${theme.color.brandDark};
  font-weight: ${theme.font.weight.bold};
  cursor: pointer;
  border-radius: ${theme.radius.control};
  &:hover {
    background: ${theme.color.brandSoft};
  }
`;
