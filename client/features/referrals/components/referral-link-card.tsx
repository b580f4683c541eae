/** The caller's sign-up link with a copy button, and what a referral earns. */
import { css } from '@emotion/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHkd } from '@shared/utils/format';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Icon } from '@client/ui/icon';
import { inputStyles, labelStyles } from '@client/ui/field';
import { theme } from '@client/styles/theme';
import { row, secondarySmall, stack } from '@client/styles/layout';

export function ReferralLinkCard({ link, reward }: { link: string; reward: number }) {
  const { t } = useTranslation('dashboard');
  const inputId = useId();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      // No clipboard permission: select the link so the person can copy it themselves.
      input.current?.select();
      setCopied('failed');
    }
  }

  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId} css={titleStyles}>
        <Icon name="gift" size={20} />
        {t('referrals>link_title')}
      </h2>
      <p css={bodyStyles}>{t('referrals>how', { amount: formatHkd(reward) })}</p>
      <label htmlFor={inputId} css={labelStyles}>
        {t('referrals>link_label')}
      </label>
      <div css={rowStyles}>
        <input
          ref={input}
          id={inputId}
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          css={inputStyles(false)}
          data-testid="referral-link"
        />
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          <Icon name={copied === 'yes' ? 'check' : 'copy'} size={16} />
          {copied === 'yes' ? t('referrals>copied') : t('referrals>copy')}
        </Button>
      </div>
      <p role="status" css={statusStyles}>
        {copied === 'yes' ? t('referrals>copied_status') : copied === 'failed' ? t('referrals>copy_failed') : ''}
      </p>
    </Card>
  );
}

const titleStyles = css`
  ${row(2)};
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.font.size.lg};
  color: ${theme.color.brandDark};
`;

const bodyStyles = css`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.color.textSecondary};
`;

/** The button beside the link from 640 px, under it on a phone. */
const rowStyles = css`
  ${stack(2)};
  ${theme.breakpoint.sm} {
    grid-template-columns: 1fr auto;
  }
`;

const statusStyles = css`
  min-height: 1.5em;
  margin: ${theme.space[2]} 0 0;
  ${secondarySmall};
`;
