/** A picture (avatar, logo) at the start, the text beside it taking the free width, and an optional part at the end. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { row } from '../styles/layout';

export function MediaRow({ media, end, children }: { media: ReactNode; end?: ReactNode; children: ReactNode }) {
  return (
    <div css={row(3)}>
      {media}
      <div css={textStyles}>{children}</div>
      {end}
    </div>
  );
}

const textStyles = css`
  min-width: 0;
  flex: 1;
`;
