/**
 * What still stops a profile from being published (`missing` keys of GET /services/mine and /services/{id}/edit,
 * or of a 422 profile_incomplete), each with a link to the screen that fixes it.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';

/** The `missing` list of a 422 profile_incomplete answer, when it carries one. */
export function missingOf(details: unknown): string[] | null {
  const m = (details as { missing?: unknown } | null | undefined)?.missing;
  return Array.isArray(m) && m.every((k) => typeof k === 'string') ? m : null;
}

export interface OnboardingMissingProps {
  missing: string[];
  /** Where each item is fixed (a same-site path), or null for no link. */
  hrefFor: (key: string) => string | null;
  compact?: boolean;
}

export function OnboardingMissing({ missing, hrefFor, compact }: OnboardingMissingProps) {
  const { t } = useTranslation('onboarding');
  if (!missing.length) return null;
  return (
    <ul css={listStyles(compact)} data-testid="onboarding-missing">
      {missing.map((key) => {
        const label = t(`missing>${key}`, { defaultValue: t('missing>other', { key }) });
        const to = hrefFor(key);
        return (
          <li key={key}>
            <Icon name="warning" size={16} />
            {to ? <Link to={to}>{label}</Link> : <span>{label}</span>}
          </li>
        );
      })}
    </ul>
  );
}

const listStyles = (compact?: boolean) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${compact ? theme.space[1] : theme.space[2]};
  font-size: ${compact ? theme.font.size.sm : theme.font.size.md};
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    color: ${theme.color.warningDark};
  }
  a {
    color: inherit;
    font-weight: ${theme.font.weight.medium};
  }
`;
