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
import { MenuDetailLayout } from '@client/ui/menu-detail-layout';
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
      <MenuDetailLayout
        menuLabel={t('account_settings>menu_label')}
        showDetail={showSection}
        back={{ to: hrefOf(null), label: t('account_settings>back_to_menu') }}
        menu={
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
        }
      >
        {framed ? (
          <Card>
            <h2 css={sectionTitle}>{t(`account_settings>sections>${current}>title`)}</h2>
            {children}
          </Card>
        ) : (
          <section aria-label={t(`account_settings>sections>${current}>title`)}>{children}</section>
        )}
      </MenuDetailLayout>
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

const hint = css`
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.regular};
  color: ${theme.color.textMuted};
`;

const chevron = css`
  color: ${theme.color.textMuted};
  flex-shrink: 0;
`;
