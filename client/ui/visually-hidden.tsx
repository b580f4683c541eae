/** Text for assistive technology only (still in the HTML for crawlers and screen readers). */
import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';

export const visuallyHiddenStyles = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span css={visuallyHiddenStyles} {...props} />;
}
