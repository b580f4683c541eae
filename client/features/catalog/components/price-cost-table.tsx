/**
 * The cost table of price/{slug}: p10 / median / p90 per job type (and per property type under it) from real sent
 * quotes, with the sample size on every row; job types under the threshold share one "not enough quotes yet" line
 * naming each with its n, so they do not fill most of the table.
 */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { CostCell, CostGuide } from '@shared/schemas/price-guide.schema';
import type { RatingType } from '@shared/domain/catalog';
import { VisuallyHidden } from '@client/ui/visually-hidden';
import { priceLabel } from '@client/lib/price-label';
import { dataTableStyles, noteStyles, subRowStyles, tableFrameStyles } from './price-guide.styles';
import { FigureHeadings } from './median-table';

type Shown = CostCell & { low: number; median: number; high: number };

function Figures({ cell }: { cell: Shown }) {
  const { t } = useTranslation('catalog');
  return (
    <>
      <td className="num">{priceLabel(t, cell.low, cell.rating_type)}</td>
      <td className="num">
        <strong>{priceLabel(t, cell.median, cell.rating_type)}</strong>
      </td>
      <td className="num">{priceLabel(t, cell.high, cell.rating_type)}</td>
      <td className="num">{cell.samples}</td>
    </>
  );
}

/** One job type × quote type row of the table: its figures when it has them, else one entry in the "too few" line. */
interface Row {
  value: string;
  label: string;
  type: RatingType;
  cell: CostCell | undefined;
}

const hasFigures = (cell: CostCell | undefined): cell is Shown =>
  Boolean(cell && cell.median !== null && cell.low !== null && cell.high !== null);

export function PriceCostTable({ guide }: { guide: CostGuide }) {
  const { t } = useTranslation('catalog');
  const { job, property, cells } = guide;
  if (!job) return <p css={noteStyles}>{t('price_guide>table>no_questions', { name: guide.category.name })}</p>;
  const types = [...new Set(cells.map((c) => c.rating_type))];
  const rowTypes = types.length ? types : guide.main_type ? [guide.main_type] : (['flat'] as const);
  const showType = rowTypes.length > 1;
  const find = (value: string, prop: string | null, type: string) =>
    cells.find((c) => c.job === value && c.property === prop && c.rating_type === type);
  const rows: Row[] = job.options.flatMap((o) =>
    rowTypes.map((type) => ({ value: o.value, label: o.label, type, cell: find(o.value, null, type) })),
  );
  // Rows without figures would fill most of the table with "not enough quotes": they share one line under it.
  const shownRows = rows.flatMap((r) => (hasFigures(r.cell) ? [{ ...r, cell: r.cell }] : []));
  const fewRows = rows.filter((r) => !hasFigures(r.cell));
  const caption = t(showType ? 'price_guide>table>caption_types' : `price_guide>table>caption_${rowTypes[0]}`, {
    min: guide.min_samples,
  });
  const few = fewRows.length ? (
    <p css={noteStyles} data-testid="price-few-jobs">
      {t('price_guide>table>few_jobs', {
        count: fewRows.length,
        min: guide.min_samples,
        jobs: fewRows
          .map((r) =>
            t('price_guide>table>few_job', {
              job: showType ? `${r.label} · ${t(`price>type_${r.type}`)}` : r.label,
              count: r.cell?.samples ?? 0,
            }),
          )
          .join(t('price_guide>faq>list_separator')),
      })}
    </p>
  ) : null;
  if (!shownRows.length) return few;
  return (
    <>
      {/* Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too. */}
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
            {shownRows.map((r) => (
              <Fragment key={`${r.value}-${r.type}`}>
                <tr>
                  <th scope="row">
                    {r.label}
                    {property ? ` · ${t('price_guide>table>all_properties')}` : ''}
                  </th>
                  {showType ? <td>{t(`price>type_${r.type}`)}</td> : null}
                  <Figures cell={r.cell} />
                </tr>
                {property?.options.map((p) => {
                  // A property type under the threshold has no row: the job type's row above counts its quotes.
                  const cell = find(r.value, p.value, r.type);
                  return hasFigures(cell) ? (
                    <tr key={p.value} css={subRowStyles}>
                      <th scope="row">
                        <VisuallyHidden>{`${r.label} · `}</VisuallyHidden>
                        {p.label}
                      </th>
                      {showType ? <td>{t(`price>type_${r.type}`)}</td> : null}
                      <Figures cell={cell} />
                    </tr>
                  ) : null;
                })}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {few}
    </>
  );
}
