/** "What you'll be asked": the category's active questionnaire in display order, so there are no surprises. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Question } from '@shared/schemas/catalog.schema';
import { theme } from '@client/styles/theme';
import { bareList, disc, rowTop, secondarySmall, stack } from '@client/styles/layout';

const MAX_OPTIONS = 6;

export function QuestionsPreview({ questions }: { questions: Question[] }) {
  const { t } = useTranslation('catalog');
  return (
    <ol css={listStyles}>
      {questions.map((q, i) => (
        <li key={q.field_key}>
          <span css={numberStyles} aria-hidden="true">
            {i + 1}
          </span>
          <div
            css={css`
              min-width: 0;
            `}
          >
            <p
              css={css`
                margin: 0;
                font-weight: ${theme.font.weight.bold};
              `}
            >
              {q.label}
              {!q.is_required && !/可選|optional/i.test(q.label) ? (
                <span
                  css={css`
                    font-weight: ${theme.font.weight.regular};
                    color: ${theme.color.textSecondary};
                  `}
                >
                  {' '}
                  {t('questions>optional')}
                </span>
              ) : null}
            </p>
            {q.options.length > 0 ? (
              <p css={answerStyles}>
                {q.options
                  .slice(0, MAX_OPTIONS)
                  .map((o) => o.label)
                  .join(t('questions>separator'))}
                {q.options.length > MAX_OPTIONS ? t('questions>more', { count: q.options.length - MAX_OPTIONS }) : ''}
              </p>
            ) : (
              <p css={answerStyles}>{t(`questions>type_${q.type}`)}</p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

const answerStyles = css`
  margin: ${theme.space[1]} 0 0;
  ${secondarySmall};
`;
const listStyles = css`
  ${bareList};
  ${stack(3)};
  li {
    ${rowTop(3)};
  }
`;
const numberStyles = css`
  flex-shrink: 0;
  ${disc(28)};
  background: ${theme.color.brandSoft};
  color: ${theme.color.brandDark};
  font-weight: ${theme.font.weight.bold};
  font-size: ${theme.font.size.sm};
`;
