/** The heading of a form on a bid (the quote composer, the review) with the line of help under it. */
import { css } from '@emotion/react';
import { theme } from '@client/styles/theme';
import { secondarySmall } from '@client/styles/layout';

export function FormHeading({ id, title, help }: { id: string; title: string; help: string }) {
  return (
    <>
      <h2 id={id} css={titleStyles}>
        {title}
      </h2>
      <p css={helpStyles}>{help}</p>
    </>
  );
}

const titleStyles = css`
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space[1]};
`;

const helpStyles = css`
  margin: 0 0 ${theme.space[4]};
  ${secondarySmall};
`;
