/**
 * "Licences and rules" of an info page: the licensing line, each regulation that applies (what the law asks, who
 * keeps the register, how to check) and what to check besides, or instead when no licence is needed.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { HiringRules } from '@shared/schemas/hiring-guide.schema';
import { Icon, type IconName } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface, rowTop, stack } from '@client/styles/layout';

/** `checksTitle` heads the checks: "also check" beside a licence, "check these instead" without one. */
export function HiringRulesPanel({ rules, checksTitle }: { rules: HiringRules; checksTitle: string }) {
  const { t } = useTranslation('catalog');
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[4]};
      `}
    >
      <p css={summaryStyles(rules.licensed)}>
        <Icon name={rules.licensed ? 'shield' : 'info'} size={20} />
        <span>{rules.summary}</span>
      </p>
      {rules.regulations.length ? (
        <ul css={listStyles}>
          {rules.regulations.map((r) => (
            <li key={r.title} css={cardStyles}>
              <h3
                css={css`
                  font-size: ${theme.font.size.md};
                  margin: 0 0 ${theme.space[2]};
                `}
              >
                {r.title}
              </h3>
              <p css={textStyles}>{r.body}</p>
              <dl css={factsStyles}>
                <dt>{t('info>authority')}</dt>
                <dd>{r.authority}</dd>
                <dt>{t('info>how_to_check')}</dt>
                <dd>{r.check}</dd>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <h3
          css={css`
            font-size: ${theme.font.size.md};
          `}
        >
          {checksTitle}
        </h3>
        <CheckList items={rules.checks} icon="check" />
      </div>
    </div>
  );
}

/** A list of points, each with an icon: the checks of a rule set, or what to prepare. */
export function CheckList({ items, icon }: { items: readonly string[]; icon: IconName }) {
  return (
    <ul css={checkListStyles}>
      {items.map((item) => (
        <li key={item}>
          <Icon name={icon} size={18} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

const summaryStyles = (licensed: boolean) => css`
  ${rowTop(2)};
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.control};
  background: ${licensed ? theme.color.warningSoft : theme.color.brandSoft};
  color: ${licensed ? theme.color.warningDark : theme.color.brandDark};
  font-weight: ${theme.font.weight.medium};
  svg {
    flex-shrink: 0;
    margin-top: 3px;
  }
`;
const listStyles = css([bareList, stack(3)]);
const cardStyles = css`
  ${cardSurface};
  padding: ${theme.space[4]};
`;
const textStyles = css`
  margin: 0 0 ${theme.space[3]};
`;
const factsStyles = css`
  margin: 0;
  display: grid;
  gap: ${theme.space[1]} ${theme.space[3]};
  font-size: ${theme.font.size.sm};
  dt {
    font-weight: ${theme.font.weight.bold};
    color: ${theme.color.text};
  }
  dd {
    margin: 0 0 ${theme.space[2]};
    color: ${theme.color.textSecondary};
  }
  ${theme.breakpoint.sm} {
    grid-template-columns: max-content 1fr;
    dd {
      margin: 0;
    }
  }
`;
export const checkListStyles = css`
  ${bareList};
  ${stack(2)};
  li {
    ${rowTop(2)};
  }
  svg {
    flex-shrink: 0;
    margin-top: 4px;
    color: ${theme.color.brand};
  }
`;
