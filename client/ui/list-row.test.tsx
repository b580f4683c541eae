import type * as ReactModule from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListRow, ListSkeleton, RowAside, RowIcon, RowList, RowMain, RowMeta, RowTitle } from './list-row';

// The shared jest config does not transform react-router's ESM dependency (@remix-run/route-pattern),
// so Link is stubbed as the plain <a href> it renders.
jest.mock('react-router', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    Link: ({ to, ...rest }: { to: string }) => createElement('a', { href: to, ...rest }),
  };
});

describe('RowList and ListRow', () => {
  it('when a row has a destination, then the whole row is one link named by its text', async () => {
    const onClick = jest.fn();
    render(
      <RowList aria-label="Purchases">
        <ListRow to="/dashboard/payment/abc" onClick={onClick} testId="purchase-row">
          <RowIcon>
            <svg aria-hidden="true" />
          </RowIcon>
          <RowMain>
            <RowTitle weight="bold">Starter pack</RowTitle>
            <RowMeta>1 Nov 2026</RowMeta>
          </RowMain>
          <RowAside>HK$100</RowAside>
        </ListRow>
      </RowList>,
    );
    const list = screen.getByRole('list', { name: 'Purchases' });
    const link = within(list).getByRole('link', { name: /Starter pack/ });
    expect(link.getAttribute('href')).toBe('/dashboard/payment/abc');
    expect(link.textContent).toBe('Starter pack1 Nov 2026HK$100');
    expect(screen.getByTestId('purchase-row')).toBe(link);
    // jsdom does not navigate; the click only has to reach the row's handler.
    const stay = (e: Event) => e.preventDefault();
    document.addEventListener('click', stay);
    await userEvent.click(link);
    document.removeEventListener('click', stay);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('when a row has no destination, then the list item itself is the row and holds no link', () => {
    render(
      <RowList>
        <ListRow testId="ledger-row" itemProps={{ 'aria-label': 'Quote fee' }}>
          <RowMain>Quote fee</RowMain>
        </ListRow>
        <ListRow to={null}>
          <RowMain>Refund</RowMain>
        </ListRow>
      </RowList>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getByTestId('ledger-row')).toBe(items[0]);
    expect(screen.getByRole('listitem', { name: 'Quote fee' })).toBe(items[0]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(items[1].textContent).toBe('Refund');
  });
});

describe('ListSkeleton', () => {
  it('when shown, then its placeholder rows are hidden from screen readers', () => {
    const { container } = render(<ListSkeleton rowHeight={64} />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(container.firstElementChild?.children).toHaveLength(3);
  });
});
