/** Small status/trust label, e.g. "Verified" or "New". Text ≥ 6:1 on its tinted background. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../styles/theme';
import { inlineRow } from '../styles/layout';
import { Icon, type IconName } from './icon';

export type BadgeTone = 'brand' | 'success' | 'warning' | 'danger' | 'neutral';

const tones: Record<BadgeTone, { bg: string; fg: string }> = {
  brand: { bg: theme.color.brandSoft, fg: theme.color.brandDark },
  success: { bg: theme.color.successSoft, fg: theme.color.successDark },
  warning: { bg: theme.color.warningSoft, fg: theme.color.warningDark },
  danger: { bg: theme.color.dangerSoft, fg: theme.color.dangerDark },
  neutral: { bg: theme.color.neutralSoft, fg: theme.color.neutralText },
};

export interface BadgeProps {
  tone?: BadgeTone;
  /** Decorative icon before the text (the text is the accessible name). */
  icon?: IconName;
  /** Stronger, filled look (e.g. "Hired"). */
  solid?: boolean;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', icon, solid, children }: BadgeProps) {
  const c = tones[tone];
  const solidBg = tone === 'neutral' ? theme.color.neutralText : tone === 'brand' ? theme.color.brand : c.fg;
  return (
    <span
      css={[
        badgeStyles,
        solid
          ? css`
              background: ${solidBg};
              color: #fff;
            `
          : css`
              background: ${c.bg};
              color: ${c.fg};
            `,
      ]}
    >
      {icon ? <Icon name={icon} size={14} /> : null}
      {children}
    </span>
  );
}

const badgeStyles = css`
  ${inlineRow(1)};
  vertical-align: middle;
  min-height: 24px;
  padding: 2px ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  line-height: 1.4;
  white-space: nowrap;
`;
