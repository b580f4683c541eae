/** contact: how to reach Sifu, answers to common questions, and a message form. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { Card } from '@client/ui/card';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { ContactForm } from '@client/features/content/components/contact-form';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { HeroPage } from './parts/hero-page';

const CHANNELS = [
  { key: 'email', icon: 'mail' as const },
  { key: 'whatsapp', icon: 'message' as const },
  { key: 'hours', icon: 'clock' as const },
];

export default function ContactPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const { data: me } = useSession();
  return (
    <HeroPage
      trail={[{ label: t('breadcrumb>contact') }]}
      title={t('contact>title')}
      intro={t('contact>intro')}
      css={css`
        display: grid;
        gap: ${theme.space[6]};
        padding-top: ${theme.space[6]};
        ${theme.breakpoint.md} {
          grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
        }
      `}
    >
      <div>
        <ul
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
            display: grid;
            gap: ${theme.space[3]};
          `}
        >
          {CHANNELS.map((c) => (
            <li
              key={c.key}
              css={css`
                display: flex;
                gap: ${theme.space[3]};
                & > svg {
                  color: ${theme.color.brand};
                  margin-top: 4px;
                }
              `}
            >
              <Icon name={c.icon} size={24} />
              <div>
                <p
                  css={css`
                    margin: 0;
                    font-weight: ${theme.font.weight.bold};
                  `}
                >
                  {t(`contact>${c.key}_title`)}
                </p>
                <p
                  css={css`
                    margin: 0;
                    color: ${theme.color.textSecondary};
                  `}
                >
                  {t(`contact>${c.key}_body`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <p
          css={css`
            margin-top: ${theme.space[6]};
          `}
        >
          {t('contact>looking_for_pro')} <Link to={href('genreAll')}>{t('contact>browse_services')}</Link>
        </p>
      </div>
      <Card aria-label={t('contact>form_title')}>
        <h2
          css={css`
            font-size: ${theme.font.size.lg};
          `}
        >
          {t('contact>form_title')}
        </h2>
        <ContactForm signedIn={Boolean(me)} />
      </Card>
    </HeroPage>
  );
}
