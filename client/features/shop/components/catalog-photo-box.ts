/** The look of the shop's photo boxes (a card's photo, an item's gallery), on its own so each page takes only this. */
import { css } from '@emotion/react';
import { theme } from '@client/styles/theme';

/** A photo box: the picture fills it (cropped), on the brand tint while it loads or when there is none. */
export const photoBoxStyles = css`
  background: ${theme.color.brandSoft};
  color: ${theme.color.brand};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  picture {
    display: contents;
  }
`;
