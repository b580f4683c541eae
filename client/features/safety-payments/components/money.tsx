/** An amount of money as "HK$1,200", kept on one line (a narrow column must not break it between digits). */
import { css } from '@emotion/react';
import { formatHkd } from '@shared/utils/format';

export function Money({ amount, strong = false }: { amount: number; strong?: boolean }) {
  const text = formatHkd(amount);
  return strong ? <strong css={styles}>{text}</strong> : <span css={styles}>{text}</span>;
}

const styles = css`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;
