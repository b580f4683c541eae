/**
 * The pro's services (dashboard/services): each with its logo, name, public or private, paused, published or
 * "continue onboarding" with what is missing, and links to edit it and to its public page.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { Language } from '@shared/i18n/i18n-config';
import type { MyService } from '@shared/schemas/service-editor.schema';
import { formatHkDate } from '@shared/utils/hk-dates';
import { Avatar } from '@client/ui/avatar';
import { Badge } from '@client/ui/badge';
import { ButtonLink } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { bareList, cluster, twoColumnsFromMd } from '@client/styles/layout';
import { OnboardingMissing } from './onboarding-missing';

export interface ServiceLinks {
  editor: (s: MyService) => string;
  publicPage: (s: MyService) => string;
  resume: (s: MyService) => string;
  /** Where a missing item of an unfinished service is fixed. */
  missing: (s: MyService, key: string) => string | null;
}

export function OnboardingMyServices({ items, links }: { items: MyService[]; links: ServiceLinks }) {
  const { t, i18n } = useTranslation('onboarding');
  const lng = i18n.language as Language;
  return (
    <ul css={listStyles} data-testid="my-services">
      {items.map((s) => (
        <li key={s.quote_service_id} css={cardStyles} data-testid={`my-service-${s.quote_service_id}`}>
          <div css={headStyles}>
            <Avatar name={s.business_name} src={s.logo_url} size="lg" />
            <div
              css={css`
                min-width: 0;
              `}
            >
              <h2 css={nameStyles}>{s.business_name}</h2>
              <p css={muted}>{s.categories.map((c) => c.name).join(t('areas>list_separator'))}</p>
            </div>
          </div>
          <div css={badgeRow}>
            {s.is_archived ? (
              <Badge tone="neutral">{t('services>archived')}</Badge>
            ) : s.profile_ready ? (
              <Badge tone="success" icon="check-circle">
                {t('services>ready')}
              </Badge>
            ) : (
              <Badge tone="warning">{t('services>unfinished')}</Badge>
            )}
            {!s.is_archived ? (
              <Badge tone={s.is_public ? 'brand' : 'neutral'} icon={s.is_public ? 'eye' : 'eye-off'}>
                {s.is_public ? t('services>public') : t('services>private')}
              </Badge>
            ) : null}
            {s.paused_until ? (
              <Badge tone="warning" icon="clock">
                {t('services>paused_until', { date: formatHkDate(s.paused_until, lng) })}
              </Badge>
            ) : null}
          </div>
          {s.profile_ready ? (
            <p css={muted}>{t('services>stats', { areas: s.area_count, reviews: s.review_count, hires: s.hired_count })}</p>
          ) : null}
          {!s.is_archived && s.missing.length ? (
            <div>
              <p
                css={[
                  muted,
                  css`
                    font-weight: ${theme.font.weight.bold};
                  `,
                ]}
              >
                {t('services>missing_title')}
              </p>
              <OnboardingMissing compact missing={s.missing} hrefFor={(k) => links.missing(s, k)} />
            </div>
          ) : null}
          {!s.is_archived ? (
            <div css={actionRow}>
              {s.profile_ready ? (
                <ButtonLink to={links.editor(s)} size="sm">
                  <Icon name="edit" size={16} />
                  {t('services>edit')}
                </ButtonLink>
              ) : (
                <ButtonLink to={links.resume(s)} size="sm" data-testid="my-service-resume">
                  {t('services>resume')}
                  <Icon name="arrow-right" size={16} />
                </ButtonLink>
              )}
              {s.profile_ready && s.is_public ? (
                <Link to={links.publicPage(s)} css={linkStyles}>
                  <Icon name="eye" size={16} />
                  {t('services>public_page')}
                </Link>
              ) : !s.profile_ready ? (
                <Link to={links.editor(s)} css={linkStyles}>
                  {t('services>edit_all')}
                </Link>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const listStyles = [bareList, twoColumnsFromMd(3)];

const cardStyles = css`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space[4]};
  display: grid;
  gap: ${theme.space[3]};
  align-content: start;
`;

const headStyles = css`
  display: flex;
  gap: ${theme.space[3]};
  align-items: center;
`;

const nameStyles = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
  overflow-wrap: anywhere;
`;

const muted = css`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const badgeRow = cluster(2);

const actionRow = css`
  ${cluster(3)};
  align-items: center;
`;

const linkStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  font-weight: ${theme.font.weight.medium};
  min-height: 36px;
`;
