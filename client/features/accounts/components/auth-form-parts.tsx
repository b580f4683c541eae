/** Pieces the sign-in forms share: the "no account? sign up" line under a form, and the way on after signing in. */
import { css } from '@emotion/react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Me } from '@shared/schemas/accounts.schema';
import { ROLE_LANDING } from '@shared/routes/route-paths';
import { Link } from '@client/ui/link';
import { useToast } from '@client/ui/toast';
import { theme } from '@client/styles/theme';
import { usePrefixed } from '@client/lib/paths';

/** Only same-site relative paths are accepted as a return target. */
export function safeFrom(from: string | null): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  return from;
}

export interface AuthFormProps {
  /**
   * Runs after a successful sign-up or log-in; answers the (prefixed, same-site) path to go to, or null for the
   * default (`from`, else the role's landing page). Pages use it for the pro sign-up (role switch, onboarding).
   */
  afterAuth?: (user: Me) => Promise<string | null>;
}

/** After a sign-in: goes to what `afterAuth` answers, else `from`, else the role's landing page. */
export function useContinueAfterAuth(afterAuth: AuthFormProps['afterAuth']) {
  const navigate = useNavigate();
  const prefixed = usePrefixed();
  const [params] = useSearchParams();
  return async (user: Me) => {
    const next = afterAuth ? safeFrom(await afterAuth(user).catch(() => null)) : null;
    navigate(next ?? safeFrom(params.get('from')) ?? prefixed(ROLE_LANDING[user.role]), { replace: true });
  };
}

/** After a one-time link signed the user in (log-in link, password reset): a success toast, then the role's landing page. */
export function useLandSignedIn() {
  const navigate = useNavigate();
  const prefixed = usePrefixed();
  const toast = useToast();
  return (role: Me['role'], message: string) => {
    toast.show(message, { tone: 'success' });
    navigate(prefixed(ROLE_LANDING[role]), { replace: true });
  };
}

/** The centred line under an auth form that leads to the other one ("No account? Sign up"). */
export function AuthSwitchLine({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <p css={lineStyles}>
      {text} <Link to={to}>{label}</Link>
    </p>
  );
}

const lineStyles = css`
  margin-top: ${theme.space[4]};
  text-align: center;
  color: ${theme.color.textSecondary};
`;

/** The "or" line between two ways in: a label with a hairline either side, `margin` around it. */
export const orDividerStyles = (margin: string) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  margin: ${margin};
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${theme.color.border};
  }
`;
