/**
 * The frame of a booking page (direct booking at service/{id}/reserve and a Google-reserve booking): a narrow page
 * with a back link and a title, then the free times on one card beside the booking form on another (stacked on a
 * phone), or one card saying why nothing can be booked.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { BookingSlot } from '@shared/schemas/reservations.schema';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { Link } from '@client/ui/link';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';
import { SlotPicker } from './slot-picker';

/** The page: `back` links where the visitor came from; `children` follow the title. */
export function BookingPage({ back, title, children }: { back: { to: string; label: string }; title: string; children: ReactNode }) {
  return (
    <div css={pageStyles}>
      <Link to={back.to} css={backStyles}>
        {back.label}
      </Link>
      <h1 css={titleStyles}>{title}</h1>
      {children}
    </div>
  );
}

/** The free times (one choice) beside the form that books the chosen one. */
export function SlotsAndForm({
  heading,
  slots,
  value,
  onChange,
  form,
}: {
  heading: string;
  slots: BookingSlot[];
  value: string;
  onChange: (beginTime: string) => void;
  form: ReactNode;
}) {
  return (
    <div css={layoutStyles}>
      <Card>
        <h2 css={headingStyles}>{heading}</h2>
        <SlotPicker ns="bookings" slots={slots} value={value} onChange={onChange} />
      </Card>
      <Card>{form}</Card>
    </div>
  );
}

/** Nothing to book: why, and a way back. */
export function NothingToBook({ title, body, action }: { title: string; body: string; action: ReactNode }) {
  return (
    <Card>
      <EmptyState title={title} body={body} action={action} />
    </Card>
  );
}

/** The grey line under the title (the booking's length, price or how it works). */
export const bookingIntro = css`
  color: ${theme.color.textSecondary};
  margin: 0 0 ${theme.space[4]};
`;

const pageStyles = css`
  max-width: 960px;
  margin: 0 auto;
  padding: ${theme.space[4]};
`;
const backStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.layout.touchTarget};
  font-weight: ${theme.font.weight.bold};
`;
const titleStyles = css`
  font-size: ${theme.font.size.xxl};
  margin: 0 0 ${theme.space[2]};
  overflow-wrap: anywhere;
`;
const layoutStyles = css`
  ${stack(4)};
  ${theme.breakpoint.md} {
    grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr);
    align-items: start;
  }
`;
const headingStyles = css`
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space[3]};
`;
