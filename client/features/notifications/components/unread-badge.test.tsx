import { screen } from '@testing-library/react';
import { renderWithProviders } from '@client/test/render-with-providers';
import dashboard from '../../../../locales/en-HK/dashboard.json';
import { CountBadge } from './unread-badge';

const render = (n: number) => renderWithProviders(<CountBadge n={n} kind="bookings" />, { lng: 'en-HK', resources: { dashboard } });

describe('CountBadge', () => {
  it('when there is nothing unread, then nothing is drawn; otherwise the count with its spoken label, 99+ above 99', () => {
    const { unmount } = render(0);
    expect(screen.queryByTestId('unread-bookings')).toBeNull();
    unmount();
    const two = render(2);
    expect(screen.getByTestId('unread-bookings').textContent).toBe(`2${dashboard.nav.unread_count_other.replace('{{count}}', '2')}`);
    two.unmount();
    render(120);
    expect(screen.getByTestId('unread-bookings').firstChild?.textContent).toBe('99+');
  });
});
