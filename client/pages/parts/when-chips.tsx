/** The "upcoming | past" chips of a bookings list: upcoming at the list's own URL, past at ?when=past (links, so they work before hydration). */
import { Chips } from '@client/ui/tabs';

export type When = 'upcoming' | 'past';

export interface WhenChipsProps {
  /** Names the chip group for assistive tech. */
  label: string;
  when: When;
  /** The list's URL without a query. */
  base: string;
  labels: Record<When, string>;
}

export function WhenChips({ label, when, base, labels }: WhenChipsProps) {
  return (
    <Chips
      label={label}
      items={(['upcoming', 'past'] as const).map((w) => ({
        key: w,
        label: labels[w],
        selected: w === when,
        href: w === 'upcoming' ? base : `${base}?when=past`,
      }))}
    />
  );
}
