/** Districts grouped by region (Hong Kong Island, Kowloon, New Territories) as links, e.g. to near-me pages. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { REGIONS, type Region } from '@shared/domain/catalog';
import type { DistrictName } from '@shared/schemas/catalog.schema';
import { theme } from '@client/styles/theme';
import { bareList, cluster, secondarySmall } from '@client/styles/layout';
import { pillStyles } from './catalog-shared.styles';

export interface DistrictLinksProps {
  districts: (DistrictName & { pro_count?: number })[];
  hrefFor: (d: DistrictName) => string;
  /** Where a region's name links to (the region's own page), if anywhere. */
  hrefForRegion?: (region: Region) => string;
  /** Heading level of the region names. */
  level?: 3 | 4;
}

export function DistrictLinks({ districts, hrefFor, hrefForRegion, level = 3 }: DistrictLinksProps) {
  const { t } = useTranslation('catalog');
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[4]};
        ${theme.breakpoint.md} {
          grid-template-columns: repeat(3, minmax(0, 1fr));
        }
      `}
    >
      {REGIONS.map((region) => {
        const list = districts.filter((d) => d.region === region);
        if (!list.length) return null;
        return (
          <div key={region}>
            <Heading
              css={css`
                ${secondarySmall};
                margin-bottom: ${theme.space[2]};
              `}
            >
              {hrefForRegion ? <Link to={hrefForRegion(region)}>{t(`region>${region}`)}</Link> : t(`region>${region}`)}
            </Heading>
            <ul css={[bareList, cluster(2)]}>
              {list.map((d) => (
                <li key={d.slug}>
                  <Link to={hrefFor(d)} css={pillStyles}>
                    {d.name}
                    {d.pro_count !== undefined ? (
                      <span
                        css={css`
                          color: ${theme.color.textSecondary};
                          font-weight: ${theme.font.weight.regular};
                        `}
                      >
                        {d.pro_count}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
