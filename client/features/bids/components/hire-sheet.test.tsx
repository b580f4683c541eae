import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { BidView } from '@shared/schemas/bids.schema';
import type * as LinkRouter from '@client/test/link-router';
import { renderWithProviders } from '@client/test/render-with-providers';
import quotes from '../../../../locales/en-HK/quotes.json';
import { HireSheet } from './hire-sheet';

jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/dashboard/projects/quote/1/41'),
);

const bid = {
  quote_bid_id: 41,
  request: { preferred_dates: ['2031-05-02'], time_slots: [1] },
} as unknown as BidView;

/** The bid as a refetch hands it over: the same data in new objects and arrays. */
const refetched = (b: BidView) => ({
  ...b,
  request: { ...b.request, preferred_dates: [...b.request.preferred_dates], time_slots: [...b.request.time_slots] },
});

function Harness() {
  const [current, setCurrent] = useState(bid);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setCurrent(refetched)}>
        refetch
      </button>
      <button type="button" onClick={() => setOpen((o) => !o)}>
        toggle
      </button>
      <HireSheet bid={current} proName="Ken" open={open} onClose={() => setOpen(false)} onHired={() => undefined} />
    </>
  );
}

describe('HireSheet', () => {
  it('when the bid is refetched while the sheet is open, then the chosen date and the message stay; reopening starts from the request again', () => {
    renderWithProviders(<Harness />, { lng: 'en-HK', resources: { quotes } });
    const date = screen.getByLabelText('Or pick another date') as HTMLInputElement;
    expect(date.value).toBe('2031-05-02');
    fireEvent.change(date, { target: { value: '' } });
    // jsdom has no showModal: the dialog's content is there but outside the accessibility tree.
    fireEvent.click(screen.getByRole('button', { name: 'Confirm hire', hidden: true }));
    expect(screen.getByText('Please choose a date and a time to hire.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'refetch' }));
    expect((screen.getByLabelText('Or pick another date') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Please choose a date and a time to hire.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect((screen.getByLabelText('Or pick another date') as HTMLInputElement).value).toBe('2031-05-02');
    expect(screen.queryByText('Please choose a date and a time to hire.')).toBeNull();
  });
});
