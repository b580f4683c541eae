/**
 * The one primary action of public pages: "Get free quotes" into the questionnaire form/{slug}.
 * On phones a bar keeps it in the thumb zone once the hero button has scrolled away (DESIGN.md).
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { captionText, row } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';

export interface QuoteCtaProps {
  slug: string;
  categoryName: string;
  /** 'hero' sits on the dark hero band; 'inline' on a light surface. */
  placement?: 'hero' | 'inline';
}

export function QuoteCta({ slug, categoryName, placement = 'inline' }: QuoteCtaProps) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  return (
    <ButtonLink to={href('form', { slug })} size="lg" variant={placement === 'hero' ? 'secondary' : 'primary'} data-testid="get-quotes">
      {t('cta>get_quotes_for', { name: categoryName })}
      <Icon name="arrow-right" size={20} />
    </ButtonLink>
  );
}

/**
 * A fixed bottom bar on phones only; the page adds bottom padding through `stickyBarSpace`. `action` replaces the
 * generic "get quotes" link (a pro's profile puts its direct request to that pro there).
 */
export function StickyQuoteBar({ slug, note, action }: { slug: string; note?: string; action?: ReactNode }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  return (
    <div css={barStyles}>
      {note ? (
        <span
          css={css`
            ${captionText};
            flex: 1;
            min-width: 0;
          `}
        >
          {note}
        </span>
      ) : null}
      {action ?? (
        <ButtonLink to={href('form', { slug })} size="md" block={!note}>
          {t('cta>get_quotes')}
        </ButtonLink>
      )}
    </div>
  );
}

export const stickyBarSpace = css`
  padding-bottom: 84px;
  ${theme.breakpoint.md} {
    padding-bottom: 0;
  }
`;

const barStyles = css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 30;
  ${row(3)};
  padding: ${theme.space[3]} ${theme.space[4]} calc(${theme.space[3]} + env(safe-area-inset-bottom));
  background: ${theme.color.surface};
  border-top: 1px solid ${theme.color.border};
  box-shadow: 0 -4px 16px rgba(17, 24, 39, 0.08);
  ${theme.breakpoint.md} {
    display: none;
  }
`;
