/** The top band of public pages: breadcrumbs, title, an intro and the page's one primary action. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Container } from '@client/ui/card';
import { theme } from '@client/styles/theme';
import { cluster, grow, inlineRow, rowTop } from '@client/styles/layout';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { CategoryIcon } from './category-icon';

export interface PageHeroProps {
  crumbs: Crumb[];
  title: string;
  intro?: string;
  icon?: string;
  /** Small facts under the intro (rating, pros, hires). */
  facts?: ReactNode;
  children?: ReactNode;
}

export function PageHero({ crumbs, title, intro, icon, facts, children }: PageHeroProps) {
  return (
    <div css={heroStyles}>
      <Container>
        <Breadcrumbs items={crumbs} inverted />
        <div css={rowTop(4)}>
          {icon ? (
            <span
              css={css`
                display: none;
                ${theme.breakpoint.sm} {
                  display: inline-flex;
                }
              `}
            >
              <CategoryIcon name={icon} size="lg" tone="light" />
            </span>
          ) : null}
          <div css={grow}>
            <h1
              css={css`
                color: #fff;
                margin-bottom: ${theme.space[2]};
              `}
            >
              {title}
            </h1>
            {intro ? <p css={introStyles}>{intro}</p> : null}
            {facts ? <div css={factsStyles}>{facts}</div> : null}
            {children ? (
              <div
                css={css`
                  margin-top: ${theme.space[4]};
                  ${cluster(3)};
                  align-items: center;
                `}
              >
                {children}
              </div>
            ) : null}
          </div>
        </div>
      </Container>
    </div>
  );
}

const heroStyles = css`
  background: linear-gradient(135deg, ${theme.color.brand} 0%, #134e4a 100%);
  color: #fff;
  padding: ${theme.space[6]} 0 ${theme.space[8]};
  ${theme.breakpoint.md} {
    padding: ${theme.space[8]} 0 ${theme.space[12]};
  }
`;
const introStyles = css`
  color: #e6fffa;
  font-size: ${theme.font.size.md};
  max-width: 44rem;
  margin: 0;
  ${theme.breakpoint.md} {
    font-size: ${theme.font.size.lg};
  }
`;
const factsStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin-top: ${theme.space[3]};
  font-size: ${theme.font.size.sm};
  color: #fff;
  & > * {
    ${inlineRow(1)};
  }
`;
