/** A value to type elsewhere (payment code, account number), large and readable, with a copy button. */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { secondarySmall } from '@client/styles/layout';

export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('pricing');
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div css={boxStyles}>
      <p css={labelStyles}>{label}</p>
      <p css={valueStyles} data-testid="copy-value">
        {value}
      </p>
      <Button size="sm" variant="secondary" onClick={() => void copy()}>
        <Icon name={copied ? 'check' : 'copy'} size={16} />
        {copied ? t('status>copied') : t('status>copy')}
      </Button>
    </div>
  );
}

const boxStyles = css`
  display: grid;
  justify-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border: 1.5px dashed ${theme.color.borderStrong};
  border-radius: ${theme.radius.card};
  text-align: center;
`;

const labelStyles = css`
  margin: 0;
  ${secondarySmall};
`;

const valueStyles = css`
  margin: 0;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: ${theme.font.size.xxl};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1.3;
  overflow-wrap: anywhere;
  ${theme.breakpoint.sm} {
    font-size: ${theme.font.size.xxxl};
  }
`;
