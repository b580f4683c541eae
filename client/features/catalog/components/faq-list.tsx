/** FAQ as disclosure widgets (<details>): readable without JavaScript, FAQPage JSON-LD comes from the same data. */
import { css } from '@emotion/react';
import type { FaqItem } from '@shared/schemas/catalog.schema';
import { theme } from '@client/styles/theme';
import { cardSurface } from '@client/styles/layout';

export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[2]};
      `}
    >
      {items.map((f, i) => (
        <details key={`${i}-${f.question}`} css={detailsStyles} open={i === 0}>
          <summary>{f.question}</summary>
          <p>{f.answer}</p>
        </details>
      ))}
    </div>
  );
}

const detailsStyles = css`
  ${cardSurface};
  summary {
    cursor: pointer;
    list-style: none;
    padding: ${theme.space[3]} ${theme.space[4]};
    min-height: 48px;
    font-weight: ${theme.font.weight.bold};
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${theme.space[3]};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '+';
    font-size: 22px;
    line-height: 1;
    color: ${theme.color.brand};
    flex-shrink: 0;
  }
  &[open] summary::after {
    content: '−';
  }
  p {
    margin: 0;
    padding: 0 ${theme.space[4]} ${theme.space[4]};
    color: ${theme.color.textSecondary};
  }
`;
