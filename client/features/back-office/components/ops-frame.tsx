/**
 * The console's frame: a side navigation with the staff member's queues (open counts, overdue in red) and tools,
 * and the page's title, optional actions and body. Dense and calm: a tool staff keep open all day.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Area, Queue } from '@shared/schemas/back-office.schema';
import type { RouteName } from '@shared/routes/route-paths';
import { payoutsEnabled } from '@shared/domain/payouts';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useEnv } from '@client/lib/env';
import { useOpsHome, useOpsMe } from '../api/back-office.queries';

const AREA_ROUTES: Record<Area, RouteName> = {
  moderation: 'opsUsers',
  promotions: 'opsPromotions',
  packages: 'opsPackages',
  content: 'opsContent',
  catalog: 'opsCatalog',
  audit: 'opsAudit',
  staff: 'opsStaff',
};

export interface OpsFrameProps {
  title: string;
  /** One line under the title. */
  intro?: ReactNode;
  /** Buttons or links at the right of the title. */
  actions?: ReactNode;
  /** A link back (a ticket to its queue). */
  back?: ReactNode;
  children: ReactNode;
}

export function OpsFrame({ title, intro, actions, back, children }: OpsFrameProps) {
  const { t } = useTranslation('ops');
  const href = useHref();
  const { data: me } = useOpsMe();
  const { data: home } = useOpsHome();
  const flags = useEnv().featureFlags;
  const countOf = (q: Queue) => home?.find((s) => s.queue === q);
  return (
    <div css={frameStyles}>
      <nav aria-label={t('console>label')} css={navStyles}>
        <p css={[brandStyles, wideOnly]}>{t('console>title')}</p>
        <NavLink to={href('opsHome')} end>
          {t('console>home')}
        </NavLink>
        {me?.queues.length ? <p css={[groupStyles, wideOnly]}>{t('console>queues')}</p> : null}
        {me?.queues.map((q) => {
          const s = countOf(q);
          return (
            <NavLink key={q} to={href('opsQueue', { queue: q })}>
              <span>{t(`queues>${q}`)}</span>
              {s && s.open > 0 ? (
                <span
                  css={[countStyles, s.overdue > 0 && overdueCountStyles]}
                  aria-label={`${s.open} ${t('home>open')}${s.overdue ? `, ${s.overdue} ${t('home>overdue')}` : ''}`}
                >
                  {s.open}
                </span>
              ) : null}
            </NavLink>
          );
        })}
        {me?.queues.includes('verifications') ? <NavLink to={href('opsVerifications')}>{t('console>verification_board')}</NavLink> : null}
        {/* Payouts are finance's work on safety payments and shop orders: there only while one of them is on. */}
        {payoutsEnabled(flags) && me?.queues.includes('payouts') ? <NavLink to={href('opsPayouts')}>{t('console>payouts')}</NavLink> : null}
        {me?.areas.length ? <p css={[groupStyles, wideOnly]}>{t('console>areas')}</p> : null}
        {me?.areas.map((a) => (
          <NavLink key={a} to={href(AREA_ROUTES[a as Area])}>
            {t(`areas>${a}`)}
          </NavLink>
        ))}
        {/* Missing translations are the content team's, next to their pages and catalogue. */}
        {me?.areas.includes('content') ? <NavLink to={href('opsTranslations')}>{t('missingTranslations>nav')}</NavLink> : null}
        {me ? (
          <p css={[whoStyles, wideOnly]}>
            {t('console>signed_in_as', { name: me.full_name })}
            <br />
            {t('console>roles', { roles: me.roles.map((r) => t(`roles>${r}`)).join('、') })}
          </p>
        ) : null}
      </nav>
      <div css={bodyStyles}>
        {back ? <div css={backStyles}>{back}</div> : null}
        <div css={headStyles}>
          <div>
            <h1 css={titleStyles}>{title}</h1>
            {intro ? <p css={introStyles}>{intro}</p> : null}
          </div>
          {actions ? <div css={actionsStyles}>{actions}</div> : null}
        </div>
        {children}
      </div>
    </div>
  );
}

const frameStyles = css`
  display: grid;
  gap: ${theme.space[4]};
  ${theme.breakpoint.md} {
    grid-template-columns: 220px minmax(0, 1fr);
    gap: ${theme.space[6]};
    align-items: start;
  }
`;

// On a phone the navigation is one row that scrolls sideways, so the page's work starts on the first screen.
const navStyles = css`
  display: flex;
  gap: 2px;
  overflow-x: auto;
  padding: ${theme.space[2]};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  font-size: ${theme.font.size.sm};
  white-space: nowrap;
  ${theme.breakpoint.md} {
    flex-direction: column;
    overflow-x: visible;
    white-space: normal;
    padding: ${theme.space[3]};
    position: sticky;
    top: calc(${theme.layout.headerHeight} + ${theme.space[4]});
  }
  a {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${theme.space[2]};
    padding: 6px ${theme.space[2]};
    border-radius: 6px;
    color: ${theme.color.text};
    text-decoration: none;
    flex: none;
  }
  a:hover {
    background: ${theme.color.neutralSoft};
  }
  a[aria-current='page'] {
    background: ${theme.color.brandSoft};
    color: ${theme.color.brandDark};
    font-weight: ${theme.font.weight.medium};
  }
`;

/** Labels of the side navigation, shown from tablet width up. */
const wideOnly = css`
  display: none;
  ${theme.breakpoint.md} {
    display: block;
  }
`;

const brandStyles = css`
  margin: 0 0 ${theme.space[2]};
  padding: 0 ${theme.space[2]};
  font-weight: ${theme.font.weight.bold};
  color: ${theme.color.brandDark};
`;

const groupStyles = css`
  margin: ${theme.space[3]} 0 2px;
  padding: 0 ${theme.space[2]};
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const countStyles = css`
  min-width: 24px;
  padding: 0 6px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.neutralSoft};
  color: ${theme.color.neutralText};
  font-size: ${theme.font.size.xs};
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const overdueCountStyles = css`
  background: ${theme.color.dangerSoft};
  color: ${theme.color.dangerDark};
  font-weight: ${theme.font.weight.bold};
`;

const whoStyles = css`
  margin: ${theme.space[4]} 0 0;
  padding: ${theme.space[3]} ${theme.space[2]} 0;
  border-top: 1px solid ${theme.color.border};
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
`;

const bodyStyles = css`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const backStyles = css`
  font-size: ${theme.font.size.sm};
`;

const headStyles = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-end;
  gap: ${theme.space[3]};
`;

const titleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.xl};
  line-height: ${theme.font.lineHeight.heading};
`;

const introStyles = css`
  margin: ${theme.space[1]} 0 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const actionsStyles = css`
  display: flex;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
`;

/** A panel of the console: a white box with an optional heading. */
export function OpsPanel({ title, aside, children }: { title?: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section css={panelStyles}>
      {title ? (
        <div css={panelHeadStyles}>
          <h2>{title}</h2>
          {aside}
        </div>
      ) : null}
      {children}
    </section>
  );
}

const panelStyles = css`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  padding: ${theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-width: 0;
`;

const panelHeadStyles = css`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space[2]};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
`;
