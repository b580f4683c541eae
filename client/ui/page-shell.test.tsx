import type * as ReactModule from 'react';
import { render, screen } from '@testing-library/react';
import { BackLink, PageShell } from './page-shell';

// The shared jest config does not transform react-router's ESM dependency (@remix-run/route-pattern),
// so Link is stubbed as the plain <a href> it renders.
jest.mock('react-router', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    Link: ({ to, ...rest }: { to: string }) => createElement('a', { href: to, ...rest }),
  };
});

describe('PageShell', () => {
  it('when given a back link, then it comes first, then the h1, then the blocks', () => {
    render(
      <PageShell title="Top up" back={{ to: '/dashboard/lead/7', label: 'Back to the lead' }}>
        <p>Your balance</p>
      </PageShell>,
    );
    const back = screen.getByRole('link', { name: 'Back to the lead' });
    const title = screen.getByRole('heading', { level: 1, name: 'Top up' });
    const block = screen.getByText('Your balance');
    expect(back.getAttribute('href')).toBe('/dashboard/lead/7');
    expect(back.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(title.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('when given no back link, then the page has only its title and blocks', () => {
    render(<PageShell title="Purchases" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Purchases' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('BackLink', () => {
  it('when rendered, then it is a link named by its label (the arrow is hidden from screen readers)', () => {
    render(<BackLink to="/dashboard/certification">All certificates</BackLink>);
    const link = screen.getByRole('link', { name: 'All certificates' });
    expect(link.getAttribute('href')).toBe('/dashboard/certification');
  });
});

describe('PageShell actions', () => {
  it('when given actions, then they sit beside the h1', () => {
    render(<PageShell title="Notifications" actions={<button type="button">Mark all read</button>} />);
    const title = screen.getByRole('heading', { level: 1, name: 'Notifications' });
    expect(title.parentElement?.contains(screen.getByRole('button', { name: 'Mark all read' }))).toBe(true);
  });
});

describe('PageShell intro and before', () => {
  it('when given an intro and something before the title, then they frame the h1 in that order', () => {
    render(<PageShell title="Referrals" intro="Share your link" before={<a href="/dashboard/appointment">All bookings</a>} />);
    const before = screen.getByRole('link', { name: 'All bookings' });
    const title = screen.getByRole('heading', { level: 1, name: 'Referrals' });
    const intro = screen.getByText('Share your link');
    expect(before.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(title.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('BackLink variants', () => {
  it('when the strong variant has no icon, then the link holds its label alone', () => {
    render(
      <BackLink to="/dashboard/appointment" variant="strong" icon={null}>
        All bookings
      </BackLink>,
    );
    const link = screen.getByRole('link', { name: 'All bookings' });
    expect(link.querySelector('svg')).toBeNull();
    expect(link.textContent).toBe('All bookings');
  });
});
