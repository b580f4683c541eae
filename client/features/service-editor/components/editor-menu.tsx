/**
 * The service-editing menu (SPEC §2 steps 0–19) in groups, each step with a tick when filled in, a "needed to
 * publish" mark when the server lists it as missing, and the calendar at the end. On a phone it is the first
 * screen; on a desktop it stays beside the step being edited.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { EDITOR_STEPS, type EditableService } from '@shared/schemas/service-editor.schema';
import { Icon, type IconName } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { menuItemStyles, menuLabelStyles, menuListStyles } from '@client/styles/page-styles';
import { STEP, menuGroups, menuStepOf, stepState, type StepFlags } from '../lib/editor-steps';

const ICONS: Record<number, IconName> = {
  [STEP.Basic]: 'user',
  [STEP.Travel]: 'globe',
  [STEP.Category]: 'tag',
  [STEP.FAQ]: 'help',
  [STEP.Media]: 'image',
  [STEP.Reviews]: 'star',
  [STEP.Description]: 'file',
  [STEP.Logo]: 'camera',
  [STEP.Area]: 'map-pin',
  [STEP.Certificate]: 'award',
  [STEP.Close]: 'lock',
  [STEP.PublicView]: 'eye',
  [STEP.Hours]: 'clock',
  [STEP.Shop]: 'briefcase',
};

export interface EditorMenuProps {
  service: EditableService;
  /** The step shown (its menu entry is the current page). */
  current: number;
  flags: StepFlags;
  stepHref: (index: number) => string;
  /** Absent while the calendar is switched off (SPEC §6 flag `calendar`): no calendar entry. */
  calendarHref?: string;
}

export function EditorMenu({ service, current, flags, stepHref, calendarHref }: EditorMenuProps) {
  const { t } = useTranslation('workspace');
  const active = menuStepOf(current);
  return (
    <nav aria-label={t('menu>label')}>
      {!service.profile_ready && !service.is_archived ? (
        <p css={summary}>
          {service.missing.length ? t('menu>missing_count', { count: service.missing.length }) : t('menu>ready_to_publish')}
        </p>
      ) : null}
      {menuGroups(flags).map((g) => (
        <div key={g.key} css={group}>
          <h2 css={groupTitle} id={`menu-${g.key}`}>
            {t(`menu>group_${g.key}`)}
          </h2>
          <ul css={menuListStyles} aria-labelledby={`menu-${g.key}`}>
            {g.steps.map((i) => {
              const state = stepState(i, service);
              return (
                <li key={i}>
                  <Link to={stepHref(i)} css={menuItemStyles} aria-current={i === active ? 'page' : undefined}>
                    <Icon name={ICONS[i]} size={20} />
                    <span css={menuLabelStyles}>
                      {t(`steps>${EDITOR_STEPS[i]}>menu`)}
                      {state === 'missing' ? <span css={missingText}>{t('menu>needed')}</span> : null}
                    </span>
                    {state === 'done' ? <Icon name="check-circle" size={20} css={doneIcon} label={t('menu>done')} /> : null}
                    {state === 'missing' ? <Icon name="warning" size={20} css={missingIcon} /> : null}
                    <Icon name="chevron-right" size={18} css={chevron} />
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {calendarHref ? (
        <Link to={calendarHref} css={[menuItemStyles, calendarLink]}>
          <Icon name="calendar-days" size={20} />
          <span css={menuLabelStyles}>
            {t('menu>calendar')}
            <span css={hint}>{t('menu>calendar_hint')}</span>
          </span>
          <Icon name="chevron-right" size={18} css={chevron} />
        </Link>
      ) : null}
    </nav>
  );
}

const summary = css`
  margin: 0 0 ${theme.space[3]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.control};
  background: ${theme.color.warningSoft};
  color: ${theme.color.warningDark};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
`;

const group = css`
  margin-bottom: ${theme.space[4]};
`;

const groupTitle = css`
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  color: ${theme.color.textMuted};
  margin: 0 0 ${theme.space[1]} ${theme.space[3]};
`;

const missingText = css`
  font-size: ${theme.font.size.xs};
  color: ${theme.color.warningDark};
  font-weight: ${theme.font.weight.regular};
`;

const hint = css`
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
`;

const doneIcon = css`
  color: ${theme.color.success};
  flex-shrink: 0;
`;

const missingIcon = css`
  color: ${theme.color.warning};
  flex-shrink: 0;
`;

const chevron = css`
  color: ${theme.color.textMuted};
  flex-shrink: 0;
  ${theme.breakpoint.md} {
    display: none;
  }
`;

const calendarLink = css`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
`;
