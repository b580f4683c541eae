/** MenuDetailLayout: the menu as named navigation or a plain block, the phone's way back, and the detail. */
import { render, screen } from '@testing-library/react';
import { MenuDetailLayout } from './menu-detail-layout';

// React Router ships ESM that jest cannot load here; the link renders as a plain anchor.
jest.mock('react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: unknown; className?: string }) => (
    <a href={to} className={className}>
      {children as never}
    </a>
  ),
}));

describe('MenuDetailLayout', () => {
  it('when the menu has a label, then it is a navigation landmark, and the back link leads to the menu', () => {
    render(
      <MenuDetailLayout menu={<a href="/s/profile">Profile</a>} menuLabel="Settings" showDetail back={{ to: '/s', label: 'All settings' }}>
        <p>Detail</p>
      </MenuDetailLayout>,
    );
    expect(screen.getByRole('navigation', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All settings' }).getAttribute('href')).toBe('/s');
    expect(screen.getByText('Detail')).toBeTruthy();
  });

  it('when the menu has no label, then there is no navigation landmark', () => {
    render(
      <MenuDetailLayout menu={<p>Steps</p>} showDetail={false} back={{ to: '/e', label: 'Menu' }}>
        <p>Step</p>
      </MenuDetailLayout>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByText('Steps')).toBeTruthy();
  });
});
