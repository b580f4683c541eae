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
  const { t } = useTranslation('catalog');
  return (
    <div css={tableFrameStyles} className={className}>
      <table css={dataTableStyles}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col" className="num">
              {t('price>median')}
            </th>
            <th scope="col" className="num">
              {t('price>quotes')}
            </th>
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
