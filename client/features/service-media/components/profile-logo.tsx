/** A pro's logo on public pages: the processed thumb in WebP/JPEG at a fixed size, or the initials avatar when none. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { PublicImage } from '@shared/schemas/attachments.schema';
import { Avatar, AVATAR_PX, type AvatarSize } from '@client/ui/avatar';
import { Picture, type PictureImage } from '@client/ui/picture';
import { theme } from '@client/styles/theme';

/** The logo in a `px` square (cropped to a circle like every avatar); its box is fixed before the image loads. */
export function LogoPicture({ image, alt, px }: { image: PictureImage; alt: string; px: number }) {
  return (
    <Picture
      image={image}
      alt={alt}
      sizes={`${px}px`}
      loading="eager"
      css={css`
        display: block;
        width: ${px}px;
        height: ${px}px;
        border-radius: 50%;
        object-fit: cover;
        background: ${theme.color.neutralSoft};
        box-shadow: 0 0 0 1px ${theme.color.border};
      `}
    />
  );
}

/**
 * The public profile's logo (alt "{name} logo" in the page's language); without a processed logo, the avatar of the
 * same size (with `src`, a logo URL stored before uploads were processed, else the initials).
 */
export function ProfileLogo({
  name,
  logo,
  src,
  size = 'xl',
}: {
  name: string;
  logo: PublicImage | null;
  src?: string | null;
  size?: AvatarSize;
}) {
  const { t } = useTranslation('media');
  if (!logo) return <Avatar name={name} src={src} size={size} alt={src ? t('logo>alt', { name }) : undefined} loading="eager" />;
  return <LogoPicture image={logo} alt={t('logo>alt', { name })} px={AVATAR_PX[size]} />;
}
