/** The parts of a partner's offer: what members get, how to use the discount, and the terms. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface } from '@client/styles/layout';

export function BenefitList({ items }: { items: string[] }) {
  return (
    <ul css={benefitsStyles}>
      {items.map((b) => (
        <li key={b}>
          <Icon name="check-circle" size={20} />
          <span>{b}</span>
        </li>
      ))}
    </ul>
  );
}

const STEPS = ['choose', 'order', 'pay', 'done'] as const;

/** How a member uses the discount, in four steps (the amount and code are the partner's open coupon). */
export function HowToUse({ amount, code }: { amount: string; code?: string }) {
  const { t } = useTranslation('site');
  return (
    <ol css={stepsStyles}>
      {STEPS.map((s, i) => (
        <li key={s} css={stepStyles}>
          <span css={numberStyles} aria-hidden="true">
            {i + 1}
          </span>
          <div>
            <h3 css={stepTitleStyles}>{t(`partner_area>how>${s}_title`)}</h3>
            <p css={stepBodyStyles}>{t(`partner_area>how>${s}_body`, { amount, code: code ?? '' })}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function TermList({ items }: { items: string[] }) {
  return (
    <ol css={termsStyles}>
      {items.map((term) => (
        <li key={term}>{term}</li>
      ))}
    </ol>
  );
}

const benefitsStyles = css`
  ${bareList};
  display: grid;
  gap: ${theme.space[3]};
  li {
    display: flex;
    gap: ${theme.space[2]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    color: ${theme.color.success};
    margin-top: 3px;
  }
`;
const stepsStyles = css`
  ${bareList};
  display: grid;
  gap: ${theme.space[3]};
  ${theme.breakpoint.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
const stepStyles = css`
  ${cardSurface};
  padding: ${theme.space[4]};
  display: flex;
  gap: ${theme.space[3]};
  align-items: flex-start;
`;
const numberStyles = css`
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${theme.color.brandSoft};
  color: ${theme.color.brandDark};
  font-weight: ${theme.font.weight.bold};
`;
const stepTitleStyles = css`
  margin: 0 0 ${theme.space[1]};
  font-size: ${theme.font.size.md};
`;
const stepBodyStyles = css`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;
const termsStyles = css`
  margin: 0;
  padding-left: ${theme.space[6]};
  display: grid;
  gap: ${theme.space[2]};
  color: ${theme.color.textSecondary};
`;
