/** Four-level strength meter under a new-password field, with the reason when the password would be refused. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_REFUSAL_KEYS, type PasswordVerdict } from '@shared/domain/password-strength';
import { strengthLevel, type StrengthLevel } from '@client/lib/password-strength';
import { theme } from '@client/styles/theme';

const LEVEL_COLOR: Record<StrengthLevel, string> = {
  1: theme.color.danger,
  2: theme.color.warning,
  3: theme.color.success,
  4: theme.color.success,
};

/** Nothing until a verdict exists (library loaded and something typed); then a polite live region. */
export function PasswordStrengthMeter({ verdict }: { verdict: PasswordVerdict | null }) {
  const { t } = useTranslation('common');
  if (!verdict) return null;
  const level = strengthLevel(verdict);
  const label = t(`auth>strength>level_${level}`);
  return (
    <div css={wrapStyles} aria-live="polite" data-testid="password-strength">
      <div
        role="meter"
        aria-label={t('auth>strength>label')}
        aria-valuemin={1}
        aria-valuemax={4}
        aria-valuenow={level}
        aria-valuetext={label}
        css={barStyles}
      >
        {([1, 2, 3, 4] as const).map((n) => (
          <span key={n} css={segmentStyles(n <= level ? LEVEL_COLOR[level] : theme.color.borderStrong)} />
        ))}
      </div>
      <p css={textStyles}>
        <strong>{label}</strong>
        {verdict.ok ? null : <> · {t(`errors>${PASSWORD_REFUSAL_KEYS[verdict.reason]}`)}</>}
      </p>
    </div>
  );
}

const wrapStyles = css`
  margin: calc(-1 * ${theme.space[2]}) 0 ${theme.space[4]};
`;

const barStyles = css`
  display: flex;
  gap: ${theme.space[1]};
`;

const segmentStyles = (color: string) => css`
  flex: 1;
  height: 6px;
  border-radius: ${theme.radius.pill};
  background: ${color};
  transition: background ${theme.motion.base} ease;
  ${theme.motion.reduce} {
    transition: none;
  }
`;

const textStyles = css`
  margin: ${theme.space[1]} 0 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
`;
