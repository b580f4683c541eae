/**
 * The settings frame. On a phone the section list is one screen and each section another, with a way
 * back to the list (`showSection` says which the URL asks for); from 900 px the menu stays beside the section. Both
 * are in the server markup and CSS picks what shows, so nothing moves when the page hydrates.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { Card } from '@client/ui/card';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { menuItemStyles, menuLabelStyles, menuListStyles } from '@client/styles/page-styles';
import { SECTION_ICONS, type SettingsSection } from '../lib/sections';

export interface SettingsLayoutProps {
  sections: readonly SettingsSection[];
  current: SettingsSection;
  /** The URL names a section (phone: show it rather than the list). */
  showSection: boolean;
  hrefOf: (section: SettingsSection | null) => string;
  /** Sections that bring their own cards (drawn by other features) are not put in one. */
  framed?: boolean;
  children: ReactNode;
}

export function SettingsLayout({ sections, current, showSection, hrefOf, framed = true, children }: SettingsLayoutProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div>
      <h1 css={title}>{t('account_settings>title')}</h1>
      <div css={grid}>
        <nav aria-label={t('account_settings>menu_label')} css={showSection ? hideOnPhone : undefined}>
          <ul css={menuListStyles}>
            {sections.map((s) => (
              <li key={s}>
                <Link to={hrefOf(s)} css={menuItemStyles} aria-current={showSection && s === current ? 'page' : undefined}>
                  <Icon name={SECTION_ICONS[s]} size={20} />
                  <span css={menuLabelStyles}>
                    {t(`account_settings>sections>${s}>title`)}
                    <span css={hint}>{t(`account_settings>sections>${s}>hint`)}</span>
                  </span>
                  <Icon name="chevron-right" size={18} css={chevron} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div css={showSection ? undefined : hideOnPhone}>
          <Link to={hrefOf(null)} css={[backLink, phoneOnly]}>
            <Icon name="chevron-left" size={18} />
            {t('account_settings>back_to_menu')}
          </Link>
          {framed ? (
            <Card>
              <h2 css={sectionTitle}>{t(`account_settings>sections>${current}>title`)}</h2>
              {children}
            </Card>
          ) : (
            <section aria-label={t(`account_settings>sections>${current}>title`)}>{children}</section>
          )}
        </div>
      </div>
    </div>
  );
}

const title = css`
  font-size: ${theme.font.size.xxl};
  margin: 0 0 ${theme.space[4]};
`;

const sectionTitle = css`
  font-size: ${theme.font.size.xl};
  margin: 0 0 ${theme.space[4]};
`;

const grid = css`
  display: grid;
  gap: ${theme.space[6]};
  ${theme.breakpoint.md} {
    grid-template-columns: 280px minmax(0, 1fr);
    align-items: start;
  }
`;

/** Below the two-column width only one of list and section shows. */
const hideOnPhone = css`
  @media (max-width: 899.98px) {
    display: none;
  }
`;

const phoneOnly = css`
  margin-bottom: ${theme.space[2]};
  ${theme.breakpoint.md} {
    display: none;
  }
`;

const backLink = css`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  min-height: ${theme.layout.touchTarget};
  font-weight: ${theme.font.weight.bold};
  text-decoration: none;
`;

const hint = css`
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.regular};
  color: ${theme.color.textMuted};
`;

const chevron = css`
  color: ${theme.color.textMuted};
  flex-shrink: 0;
`;
