/** The free-credit events this pro can see, one card each; `highlight` (an event id or slug) is outlined and scrolled to. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { FreeCreditEvent } from '@shared/schemas/payments.schema';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { Skeleton } from '@client/ui/skeleton';
import { VisuallyHidden } from '@client/ui/visually-hidden';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';
import { FreeCreditEventCard } from './free-credit-event-card';

export function FreeCreditEvents({ items, highlight }: { items: FreeCreditEvent[] | undefined; highlight?: string }) {
  const { t } = useTranslation('pricing');
  if (!items) {
    return (
      <div css={listStyles} aria-busy="true">
        <VisuallyHidden>{t('free>loading')}</VisuallyHidden>
        <Skeleton height={168} />
        <Skeleton height={168} />
      </div>
    );
  }
  if (!items.length) {
    return (
      <Card>
        <EmptyState title={t('free>empty_title')} body={t('free>empty_body')} />
      </Card>
    );
  }
  return (
    <div css={listStyles}>
      {items.map((e) => (
        <FreeCreditEventCard
          key={e.id}
          event={e}
          highlighted={highlight !== undefined && (String(e.id) === highlight || e.slug === highlight)}
        />
      ))}
    </div>
  );
}

const listStyles = css`
  ${stack(3)};
  ${theme.breakpoint.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
