/**
 * Save an item to favourites (a like; SPEC §2 favorite) with how many people saved it. A visitor goes to log in and
 * comes back here. The server's answer is shown at once; the item is read again behind it (the call's invalidations).
 * Liking one's own item is refused by the server (shop_own_item) and said in the app's error dialog.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { useLikeShopItem, useUnlikeShopItem } from '../api/shop-likes.mutations';

export function CatalogLikeButton({
  itemId,
  liked,
  count,
  signedIn,
  loginHref,
}: {
  itemId: number;
  /** Whether the viewer saved it (null: unknown, a visitor's page). */
  liked: boolean | null;
  count: number;
  /** Whether someone is signed in (undefined while the session loads: treated as a visitor). */
  signedIn: boolean | undefined;
  loginHref: string;
}) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const like = useLikeShopItem();
  const unlike = useUnlikeShopItem();
  const [answer, setAnswer] = useState<{ liked: boolean; count: number } | null>(null);
  const now = answer ?? { liked: liked === true, count };

  async function toggle() {
    if (!signedIn) return void navigate(loginHref);
    const res = await (now.liked ? unlike : like).mutateAsync(itemId);
    setAnswer({ liked: res.liked, count: res.like_count });
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={now.liked}
      loading={like.isPending || unlike.isPending}
      onClick={() => void toggle().catch(() => undefined)}
      css={now.liked ? likedStyles : undefined}
    >
      <Icon name="heart" size={18} filled={now.liked} />
      {now.liked ? t('public>item>saved') : t('public>item>save')}
      <span css={countStyles}>{t('public>item>saved_count', { count: now.count })}</span>
    </Button>
  );
}

const likedStyles = css`
  color: ${theme.color.danger};
`;
const countStyles = css`
  color: ${theme.color.textSecondary};
  font-weight: ${theme.font.weight.regular};
`;
