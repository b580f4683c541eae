/**
 * The personal information collection statement shown where data is collected (sign-up), as Hong Kong's PDPO
 * (DPP 1) asks: why we collect it, who we share it with, the right to access and correct it, and whom to contact.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { useHref } from '@client/lib/paths';
import { theme } from '@client/styles/theme';

export function CollectionStatement() {
  const { t } = useTranslation('common');
  const href = useHref();
  return (
    <section aria-labelledby="pics-title" css={boxStyles}>
      <h2 id="pics-title" css={titleStyles}>
        {t('pics>title')}
      </h2>
      <p>{t('pics>purpose')}</p>
      <p>{t('pics>sharing')}</p>
      <p>{t('pics>rights')}</p>
      <p>
        {t('pics>contact')} <Link to={href('privacyPolicy')}>{t('pics>policy_link')}</Link>
      </p>
    </section>
  );
}

const boxStyles = css`
  margin: ${theme.space[4]} 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.control};
  background: ${theme.color.background};
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textSecondary};
  line-height: ${theme.font.lineHeight.body};
  p {
    margin: 0 0 ${theme.space[1]};
  }
`;

const titleStyles = css`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text};
  margin: 0 0 ${theme.space[1]};
`;
