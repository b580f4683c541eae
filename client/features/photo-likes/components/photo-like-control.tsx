/**
 * The like control on a photo of a profile (SPEC §7 photo service likes): a heart with the photo's count. A consumer
 * likes or unlikes with it; a visitor goes to log in and comes back to the profile; a pro in pro mode sees the count
 * only (likes come from customers). The count comes from the profile's prefetched counts, so the server renders it;
 * this code loads after hydration (photo-like-slot.tsx). The server's answer to a click shows at once.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@client/ui/icon';
import { visuallyHiddenStyles } from '@client/ui/visually-hidden';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useProfilePhotoLikes } from '../api/photo-likes.queries';
import { useLikePhoto, useUnlikePhoto } from '../api/photo-likes.mutations';

export interface PhotoLikeProps {
  serviceId: number;
  /** The photo (its id) and its alt text, to name what the control likes. */
  photo: { id: string | number; alt: string };
  /** The signed-in user's current role; undefined for a visitor (or while the session is not known yet). */
  role: 'consumer' | 'pro' | undefined;
}

// The default export: the profile loads this module lazily (photo-like-slot.tsx).
export default function PhotoLikeControl({ serviceId, photo: { id, alt }, role }: PhotoLikeProps) {
  const photoId = Number(id);
  const { t } = useTranslation('media');
  const navigate = useNavigate();
  const href = useHref();
  const { pathname, search } = useLocation();
  const { data } = useProfilePhotoLikes(serviceId);
  const like = useLikePhoto();
  const unlike = useUnlikePhoto();
  const [answer, setAnswer] = useState<{ liked: boolean; count: number } | null>(null);
  const counted = data?.photos.find((p) => p.id === photoId);
  if (!counted) return null;
  const now = answer ?? { liked: counted.liked === true, count: counted.like_count };
  const count = t('photoLikes>count', { count: now.count });

  if (role === 'pro') {
    return (
      <span css={pillStyles} data-testid="photo-like-count">
        <Icon name="heart" size={16} />
        <span aria-hidden="true">{now.count}</span>
        <span css={visuallyHiddenStyles}>{count}</span>
      </span>
    );
  }

  async function toggle() {
    // A visitor logs in and comes back to the profile.
    if (role !== 'consumer') return void navigate(`${href('login')}?from=${encodeURIComponent(pathname + search)}`);
    const res = await (now.liked ? unlike : like).mutateAsync(photoId);
    setAnswer({ liked: res.liked, count: res.like_count });
  }

  return (
    <button
      type="button"
      css={[pillStyles, buttonStyles, now.liked && likedStyles]}
      aria-pressed={now.liked}
      aria-label={t(now.liked ? 'photoLikes>unlike' : 'photoLikes>like', { alt, count: now.count })}
      title={count}
      disabled={like.isPending || unlike.isPending}
      onClick={() => void toggle().catch(() => undefined)}
      data-testid="photo-like"
    >
      <Icon name="heart" size={16} filled={now.liked} />
      <span aria-hidden="true">{now.count}</span>
    </button>
  );
}

/** Over the photo's top right corner (the gallery's figure is positioned). */
const pillStyles = css`
  position: absolute;
  top: ${theme.space[2]};
  right: ${theme.space[2]};
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: 32px;
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: rgba(255, 255, 255, 0.94);
  box-shadow: ${theme.shadow.card};
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  line-height: 1;
`;
const buttonStyles = css`
  cursor: pointer;
  /* A 44 px target on touch screens, drawn at 32 px. */
  &::after {
    content: '';
    position: absolute;
    inset: -6px;
  }
  &:hover {
    border-color: ${theme.color.borderStrong};
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: progress;
  }
`;
const likedStyles = css`
  color: ${theme.color.danger};
  border-color: ${theme.color.dangerSoft};
`;
