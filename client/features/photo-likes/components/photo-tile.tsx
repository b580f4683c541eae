/** A photo of past work in a list of the photo pages: the processed image (WebP with a JPEG fallback) or the stored URL, 4:3. */
import { css } from '@emotion/react';
import type { LikedPhoto } from '@shared/schemas/photo-likes.schema';
import { Picture } from '@client/ui/picture';
import { theme } from '@client/styles/theme';

type Photo = Pick<LikedPhoto, 'url' | 'width' | 'height' | 'image'>;

/** `rounded` for a photo standing alone (the pro's page); a card's photo takes the card's corners. */
export function PhotoImage({ photo, alt, rounded }: { photo: Photo; alt: string; rounded?: boolean }) {
  return (
    <div css={[frameStyles, rounded && roundedStyles]}>
      {photo.image ? (
        <Picture image={photo.image} alt={alt} sizes="(min-width: 900px) 280px, 50vw" />
      ) : (
        <img src={photo.url} alt={alt} width={photo.width ?? 320} height={photo.height ?? 240} loading="lazy" decoding="async" />
      )}
    </div>
  );
}

const frameStyles = css`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${theme.color.neutralSoft};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const roundedStyles = css`
  border-radius: ${theme.radius.control};
`;

/** "♥ 3 likes" under a photo; the heart is red once someone liked it (a filled icon). */
export const countStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  .i-f {
    color: ${theme.color.danger};
  }
`;
