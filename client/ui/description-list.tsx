/** Term/value pairs (profile facts, quote details, summaries) as a real <dl>. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../styles/theme';
import { secondarySmall } from '../styles/layout';

export interface DescriptionItem {
  term: string;
  description: ReactNode;
  /** Defaults to the term. */
  key?: string;
}

export interface DescriptionListProps {
  items: DescriptionItem[];
  /** 'stacked': term above value; 'inline': term left, value right (summaries, receipts); 'grid': 2 columns from 640 px. */
  layout?: 'stacked' | 'inline' | 'grid';
  /** Lines between rows. */
  divided?: boolean;
}

export function DescriptionList({ items, layout = 'stacked', divided = false }: DescriptionListProps) {
  return (
    <dl css={[listStyles, layout === 'grid' && gridStyles]}>
      {items.map((item) => (
        <div key={item.key ?? item.term} css={[rowStyles, layout === 'inline' && inlineRowStyles, divided && dividedStyles]}>
          <dt css={termStyles}>{item.term}</dt>
          <dd
            css={[
              descStyles,
              layout === 'inline' &&
                css`
                  text-align: right;
                `,
            ]}
          >
            {item.description}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const listStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0;
`;

const gridStyles = css`
  ${theme.breakpoint.sm} {
    display: grid;
    grid-template-columns: 1fr 1fr;
    column-gap: ${theme.space[6]};
  }
`;

const rowStyles = css`
  min-width: 0;
`;

const inlineRowStyles = css`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space[4]};
`;

const dividedStyles = css`
  padding-bottom: ${theme.space[3]};
  border-bottom: 1px solid ${theme.color.border};
  &:last-of-type {
    border-bottom: 0;
    padding-bottom: 0;
  }
`;

const termStyles = secondarySmall;

const descStyles = css`
  margin: 0;
  color: ${theme.color.text};
  overflow-wrap: anywhere;
  min-width: 0;
`;
