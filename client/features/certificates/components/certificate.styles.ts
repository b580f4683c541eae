/** Styles the certificate views share: the card, a file's name, a small secondary line and the boxed reason a check was rejected. */
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

/** The bordered box of one certificate or check (the pro's list, the ops queue). */
export const certificateCardStyles = css`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface};
`;

/** A file's name in a row: takes the free width and ends with an ellipsis when too long. */
export const fileNameStyles = css`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
