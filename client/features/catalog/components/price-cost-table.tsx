/**
 * The cost table of price/{slug}: p10 / median / p90 per job type (and per property type under it) from real sent
 * quotes, with the sample size on every row and an honest "not enough quotes yet (n)" under the threshold.
 */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { CostCell, CostGuide } from '@shared/schemas/price-guide.schema';
import { VisuallyHidden } from '@client/ui/visually-hidden';
import { priceLabel } from '@client/lib/price-label';
import { dataTableStyles, noteStyles, subRowStyles, tableFrameStyles } from './price-guide.styles';
import { FigureHeadings } from './median-table';

function Figures({ cell, min }: { cell: CostCell | undefined; min: number }) {
  const { t } = useTranslation('catalog');
  const samples = cell?.samples ?? 0;
  if (!cell || cell.median === null || cell.low === null || cell.high === null) {
    return (
      <>
        <td colSpan={3}>{t('price_guide>too_few', { count: samples, min })}</td>
        <td className="num">{samples}</td>
      </>
    );
  }
  return (
    <>
      <td className="num">{priceLabel(t, cell.low, cell.rating_type)}</td>
      <td className="num">
        <strong>{priceLabel(t, cell.median, cell.rating_type)}</strong>
      </td>
      <td className="num">{priceLabel(t, cell.high, cell.rating_type)}</td>
      <td className="num">{samples}</td>
    </>
  );
}

export function PriceCostTable({ guide }: { guide: CostGuide }) {
  const { t } = useTranslation('catalog');
  const { job, property, cells } = guide;
  if (!job) return <p css={noteStyles}>{t('price_guide>table>no_questions', { name: guide.category.name })}</p>;
  const types = [...new Set(cells.map((c) => c.rating_type))];
  const rowTypes = types.length ? types : guide.main_type ? [guide.main_type] : (['flat'] as const);
  const showType = rowTypes.length > 1;
  const find = (value: string, prop: string | null, type: string) =>
    cells.find((c) => c.job === value && c.property === prop && c.rating_type === type);
  const caption = t(showType ? 'price_guide>table>caption_types' : `price_guide>table>caption_${rowTypes[0]}`, {
    min: guide.min_samples,
  });
  return (
    // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
    <div css={tableFrameStyles} role="region" aria-label={caption} tabIndex={0}>
      <table css={dataTableStyles}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t(property ? 'price_guide>table>job_and_property' : 'price_guide>table>job')}</th>
            {showType ? <th scope="col">{t('price_guide>table>type')}</th> : null}
            <FigureHeadings keys={['low', 'median', 'high', 'quotes']} />
          </tr>
        </thead>
        <tbody>
          {job.options.map((o) =>
            rowTypes.map((type) => (
              <Fragment key={`${o.value}-${type}`}>
                <tr>
                  <th scope="row">
                    {o.label}
                    {property ? ` · ${t('price_guide>table>all_properties')}` : ''}
                  </th>
                  {showType ? <td>{t(`price>type_${type}`)}</td> : null}
                  <Figures cell={find(o.value, null, type)} min={guide.min_samples} />
                </tr>
                {property?.options
                  .filter((p) => find(o.value, p.value, type))
                  .map((p) => (
                    <tr key={p.value} css={subRowStyles}>
                      <th scope="row">
                        <VisuallyHidden>{`${o.label} · `}</VisuallyHidden>
                        {p.label}
                      </th>
                      {showType ? <td>{t(`price>type_${type}`)}</td> : null}
                      <Figures cell={find(o.value, p.value, type)} min={guide.min_samples} />
                    </tr>
                  ))}
              </Fragment>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
