/** Footer with the SPEC §2 external content links and app-store pages. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { FOOTER_LINKS } from '@shared/config/external-links';
import { Container } from '@client/ui/card';
import { theme } from '@client/styles/theme';

export function SiteFooter() {
  const { t } = useTranslation('common');
  const groups = Object.entries(FOOTER_LINKS) as [keyof typeof FOOTER_LINKS, readonly { key: string; href: string }[]][];
  return (
    <footer
      css={css`
        background: #0b3b37;
        color: #d1fae5;
        margin-top: ${theme.space[12]};
        padding: ${theme.space[8]} 0 ${theme.space[6]};
      `}
    >
      <Container>
        <div
          css={css`
            display: grid;
            gap: ${theme.space[6]};
            grid-template-columns: repeat(2, minmax(0, 1fr));
            ${theme.breakpoint.md} {
              grid-template-columns: repeat(4, minmax(0, 1fr));
            }
          `}
        >
          {groups.map(([group, links]) => (
            <nav key={group} aria-labelledby={`footer-${group}`}>
              <h2
                id={`footer-${group}`}
                css={css`
                  font-size: ${theme.font.size.md};
                  color: #fff;
                `}
              >
                {t(`footer>group_${group}`)}
              </h2>
              <ul
                css={css`
                  list-style: none;
                  margin: 0;
                  padding: 0;
                `}
              >
                {links.map((l) => (
                  <li
                    key={l.key}
                    css={css`
                      margin: ${theme.space[1]} 0;
                    `}
                  >
                    <a
                      href={l.href}
                      rel="noopener"
                      css={css`
                        color: #d1fae5;
                        text-decoration: none;
                        font-size: ${theme.font.size.sm};
                        &:hover {
                          color: #fff;
                          text-decoration: underline;
                        }
                      `}
                    >
                      {t(`footer>${l.key}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p
          css={css`
            margin-top: ${theme.space[8]};
            font-size: ${theme.font.size.sm};
            color: #a7f3d0;
          `}
        >
          {t('footer>copyright', { year: 2026 })}
        </p>
      </Container>
    </footer>
  );
}
