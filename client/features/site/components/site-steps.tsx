/** Numbered steps of the partner pages (ibon-app, ibon-app/joinme): a title and a line each, from the site namespace. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface, rowTop, secondarySmall, stack } from '@client/styles/layout';

export function SiteSteps({ prefix, steps, values = {} }: { prefix: string; steps: readonly string[]; values?: Record<string, unknown> }) {
  const { t } = useTranslation('site');
  return (
    <ol css={listStyles}>
      {steps.map((s, i) => (
        <li key={s} css={stepStyles}>
          <span css={numberStyles} aria-hidden="true">
            {i + 1}
          </span>
          <div>
            <h3 css={titleStyles}>{t(`${prefix}>step_${s}_title`, values)}</h3>
            <p css={bodyStyles}>{t(`${prefix}>step_${s}_body`, values)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

const listStyles = css`
  ${bareList};
  ${stack(3)};
  ${theme.breakpoint.sm} {
    grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  }
`;
const stepStyles = css`
  ${rowTop(3)};
  ${cardSurface};
  padding: ${theme.space[4]};
`;
const numberStyles = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brand};
  color: #fff;
  font-weight: ${theme.font.weight.bold};
`;
const titleStyles = css`
  margin: 0 0 ${theme.space[1]};
  font-size: ${theme.font.size.md};
`;
const bodyStyles = css`
  margin: 0;
  ${secondarySmall};
`;
