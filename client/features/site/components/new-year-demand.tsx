/**
 * pro-newyear's figures: requests per group of Lunar New Year services over the last weeks and over the same weeks
 * before the last Lunar New Year, with the sample behind each number, and each category's pros and quote fee.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { Language } from '@shared/i18n/i18n-config';
import type { NewYearDemand } from '@shared/schemas/site.schema';
import { formatHkd } from '@shared/utils/format';
import { formatHkDate } from '@shared/utils/hk-dates';
import { theme } from '@client/styles/theme';
import { cardSurface, secondarySmall } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';

const n = (v: number) => v.toLocaleString('en-US');
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

export function NewYearDemandGroups({ demand }: { demand: NewYearDemand }) {
  const { t, i18n } = useTranslation('site');
  const lng = i18n.language as Language;
  const href = useHref();
  const last = demand.last_new_year ? formatHkDate(`${demand.last_new_year} 00:00:00`, lng) : null;
  return (
    <div css={groupsStyles}>
      {demand.groups.map((g) => (
        <section key={g.key} aria-labelledby={`ny-${g.key}`} css={groupStyles}>
          <h3 id={`ny-${g.key}`} css={groupTitleStyles}>
            {t(`newyear>group_${g.key}`)}
          </h3>
          <dl css={figuresStyles}>
            <div>
              <dt>{t('newyear>recent_label', { days: demand.window_days })}</dt>
              <dd>{t('newyear>requests', { count: g.recent.requests, n: n(g.recent.requests) })}</dd>
            </div>
            {g.season && last ? (
              <div>
                <dt>{t('newyear>season_label', { days: demand.window_days, date: last })}</dt>
                <dd>{t('newyear>requests', { count: g.season.requests, n: n(g.season.requests) })}</dd>
              </div>
            ) : null}
            {g.recent.requests > 0 ? (
              <div>
                <dt>{t('newyear>quoted_label', { days: demand.window_days })}</dt>
                <dd>
                  {t('newyear>quoted_value', {
                    pct: pct(g.recent.quoted, g.recent.requests),
                    quoted: n(g.recent.quoted),
                    total: n(g.recent.requests),
                  })}
                </dd>
              </div>
            ) : null}
          </dl>
          <table css={tableStyles}>
            <caption className="visually-hidden">{t('newyear>table_caption', { group: t(`newyear>group_${g.key}`) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('newyear>col_service')}</th>
                <th scope="col">{t('newyear>col_recent')}</th>
                {g.season ? <th scope="col">{t('newyear>col_season')}</th> : null}
                <th scope="col">{t('newyear>col_pros')}</th>
                <th scope="col">{t('newyear>col_fee')}</th>
              </tr>
            </thead>
            <tbody>
              {g.categories.map((c) => (
                <tr key={c.slug}>
                  <th scope="row">
                    <Link to={href('proSignup', { slug: c.slug })}>{c.name}</Link>
                  </th>
                  <td>{n(c.recent_requests)}</td>
                  {g.season ? <td>{n(c.season_requests ?? 0)}</td> : null}
                  <td>{n(c.pro_count)}</td>
                  <td>{formatHkd(c.quote_fee)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

const groupsStyles = css`
  display: grid;
  gap: ${theme.space[4]};
  ${theme.breakpoint.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
const groupStyles = css`
  ${cardSurface};
  padding: ${theme.space[3]};
  box-shadow: ${theme.shadow.card};
  min-width: 0;
  ${theme.breakpoint.sm} {
    padding: ${theme.space[4]};
  }
`;
const groupTitleStyles = css`
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.font.size.lg};
`;
const figuresStyles = css`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[4]};
  div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space[3]};
    border-bottom: 1px solid ${theme.color.border};
    padding-bottom: ${theme.space[2]};
  }
  dt {
    ${secondarySmall};
  }
  dd {
    margin: 0;
    font-weight: ${theme.font.weight.bold};
    color: ${theme.color.brandDark};
    text-align: right;
    white-space: nowrap;
  }
`;
const tableStyles = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};
  th,
  td {
    padding: ${theme.space[2]} ${theme.space[1]};
    border-bottom: 1px solid ${theme.color.border};
    text-align: right;
  }
  th[scope='row'],
  thead th:first-of-type {
    text-align: left;
    font-weight: ${theme.font.weight.medium};
  }
  thead th {
    color: ${theme.color.textSecondary};
    font-weight: ${theme.font.weight.medium};
    vertical-align: bottom;
  }
`;
