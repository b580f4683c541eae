/**
 * Beside a site page (ADR 0023): the other pages of its footer column, the current one marked, each going where the
 * footer's link goes (this site, or a CONTENT_URL_* link); and the pro centre's topics as cards on its hub page.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { CONTENT_LINKS, FOOTER_GROUPS, PRO_CENTRE_TOPICS, footerGroupOf, type ContentLinkKey } from '@shared/domain/site-pages';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface, columnsFrom, inlineRow, secondarySmall, stack } from '@client/styles/layout';
import { useContentHref, type ContentHref } from '@client/lib/content-links';

function ContentAnchor({ to, children, current }: { to: ContentHref; children: ReactNode; current?: boolean }) {
  if (to.external) {
    return (
      <a href={to.href} rel="noopener" css={linkStyles}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to.href} css={linkStyles} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

export function SiteSideNav({ current }: { current: ContentLinkKey }) {
  const { t } = useTranslation('site');
  const { t: tc } = useTranslation('common');
  const contentHref = useContentHref();
  const group = footerGroupOf(current);
  return (
    <nav aria-labelledby="site-nav-title" css={navStyles}>
      <h2 id="site-nav-title" css={navTitleStyles}>
        {t(`nav>group_${group}`)}
      </h2>
      <ul css={listStyles}>
        {FOOTER_GROUPS[group].map((key) => (
          <li key={key}>
            <ContentAnchor to={contentHref(key)} current={key === current}>
              {tc(`footer>${key}`)}
            </ContentAnchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The pro centre hub's topics: title, what it covers, a link. */
export function ProCentreTopicGrid() {
  const { t } = useTranslation('site');
  const contentHref = useContentHref();
  const keys = PRO_CENTRE_TOPICS.map((topic) => Object.values(CONTENT_LINKS).find((l) => l.params?.topic === topic)!.key);
  return (
    <ul css={gridStyles}>
      {keys.map((key) => (
        <li key={key} css={cardStyles}>
          <h3
            css={css`
              font-size: ${theme.font.size.md};
              margin: 0 0 ${theme.space[1]};
            `}
          >
            <ContentAnchor to={contentHref(key)}>
              {t(`topics>${key}_title`)}
              <Icon name="chevron-right" size={16} />
            </ContentAnchor>
          </h3>
          <p
            css={css`
              margin: 0;
              ${secondarySmall};
            `}
          >
            {t(`topics>${key}_body`)}
          </p>
        </li>
      ))}
    </ul>
  );
}

const navStyles = css`
  ${cardSurface};
  padding: ${theme.space[4]};
`;
const navTitleStyles = css`
  font-size: ${theme.font.size.md};
  margin: 0 0 ${theme.space[2]};
`;
const listStyles = css`
  ${bareList};
  ${stack(1)};
  a {
    display: flex;
    min-height: ${theme.layout.touchTarget};
    align-items: center;
  }
  a[aria-current='page'] {
    font-weight: ${theme.font.weight.bold};
    color: ${theme.color.text};
    text-decoration: none;
  }
`;
const linkStyles = inlineRow(1);
const gridStyles = css([bareList, columnsFrom(3, 2, 'sm')]);
const cardStyles = css`
  ${cardSurface};
  padding: ${theme.space[4]};
`;
