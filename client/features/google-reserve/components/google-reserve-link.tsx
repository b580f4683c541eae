/** A link to the pro's Google-reserve page, shown only to a pro and only while the googleReserve flag is on (SPEC §6). */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { UserRole } from '@shared/schemas/accounts.schema';
import { useEnv } from '@client/lib/env';
import { useHref } from '@client/lib/paths';
import { theme } from '@client/styles/theme';

/** `role`: the signed-in user's current role. */
export function GoogleReserveLink({ role }: { role: UserRole | undefined }) {
  const { t } = useTranslation('workspace');
  const href = useHref();
  const on = useEnv().featureFlags.googleReserve;
  if (!on || role !== 'pro') return null;
  return (
    <p css={box}>
      <Link to={href('googleReserve')}>{t('google_reserve>link')}</Link>
      <span css={hint}> · {t('google_reserve>link_hint')}</span>
    </p>
  );
}

const box = css`
  margin: 0;
  font-weight: ${theme.font.weight.medium};
`;
const hint = css`
  color: ${theme.color.textSecondary};
  font-weight: ${theme.font.weight.regular};
`;
