/** Styles the certificate views share: a small secondary line and the boxed reason a check was rejected. */
import { css } from '@emotion/react';
import { theme } from '@client/styles/theme';

/** A small line in the secondary text colour (counts, notes, the service's name). */
export const noteStyles = css`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

/** Why a certificate or an identity check was rejected, on a soft danger background. */
export const rejectReasonStyles = css`
  margin: 0;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.control};
  background: ${theme.color.dangerSoft};
  color: ${theme.color.dangerDark};
  font-size: ${theme.font.size.sm};
`;
