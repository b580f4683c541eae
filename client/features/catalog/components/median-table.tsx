/** A framed table of medians: one row per district or quarter, its median quote and how many quotes it rests on. */
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { dataTableStyles, tableFrameStyles } from './price-guide.styles';

export interface MedianRow {
  key: string;
  label: ReactNode;
  median: ReactNode;
  samples: number;
}

/** Right-aligned column headings for figures, from the shared price words (low, median, high, quotes, range). */
export function FigureHeadings({ keys }: { keys: ('low' | 'median' | 'high' | 'quotes' | 'range')[] }) {
  const { t } = useTranslation('catalog');
  return keys.map((k) => (
    <th key={k} scope="col" className="num">
      {t(`price>${k}`)}
    </th>
  ));
}

export function MedianTable({
  caption,
  labelHeader,
  rows,
  className,
}: {
  caption: string;
  labelHeader: string;
  rows: MedianRow[];
  className?: string;
}) {
  return (
    // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
    <div css={tableFrameStyles} className={className} role="region" aria-label={caption} tabIndex={0}>
      <table css={dataTableStyles}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <FigureHeadings keys={['median', 'quotes']} />
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td className="num">{r.median}</td>
              <td className="num">{r.samples}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
