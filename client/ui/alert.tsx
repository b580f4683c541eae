/** Inline message boxes for form-level errors and notices. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../styles/theme';

const tones = {
  error: { bg: theme.color.dangerSoft, fg: theme.color.danger },
  success: { bg: theme.color.successSoft, fg: theme.color.success },
  info: { bg: theme.color.brandSoft, fg: theme.color.brandDark },
  warning: { bg: theme.color.warningSoft, fg: theme.color.warning },
};

export function Alert({ tone = 'info', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  const c = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      css={css`
        background: ${c.bg};
        color: ${c.fg};
        border-radius: ${theme.radius.control};
        padding: ${theme.space[3]} ${theme.space[4]};
        margin-bottom: ${theme.space[4]};
        font-size: ${theme.font.size.sm};
      `}
    >
      {children}
    </div>
  );
}
