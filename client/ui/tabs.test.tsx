import type * as ReactModule from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Chips, Tabs, type TabItem } from './tabs';

// The shared jest config does not transform react-router's ESM dependency (@remix-run/route-pattern),
// so Link is stubbed as the plain <a href> it renders.
jest.mock('react-router', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    Link: ({ to, ...rest }: { to: string }) => createElement('a', { href: to, ...rest }),
    MemoryRouter: ({ children }: { children: unknown }) => children,
  };
});

const items: TabItem[] = [
  { id: 'new', label: 'New', badge: 3, content: <p>New leads</p> },
  { id: 'quoted', label: 'Quoted', content: <p>Quoted leads</p> },
  { id: 'archived', label: 'Archived', content: <p>Archived leads</p>, disabled: true },
  { id: 'hired', label: 'Hired', content: <p>Hired leads</p> },
];

describe('Tabs', () => {
  it('when rendered, then only the selected tab is in the tab order and its panel is labelled by it', () => {
    render(<Tabs label="Leads" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Leads' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: /New/ });
    expect(panel.textContent).toBe('New leads');
    expect(panel.id).toBe(tabs[0].getAttribute('aria-controls'));
  });

  it('when the arrow keys are pressed, then focus and selection move, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Tabs label="Leads" items={items} onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /New/ }));

    await user.keyboard('{ArrowRight}');
    const quoted = screen.getByRole('tab', { name: 'Quoted' });
    expect(document.activeElement).toBe(quoted);
    expect(quoted.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Quoted leads');

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Hired' }));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /New/ }));

    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Hired' }));

    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /New/ }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Hired' }));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['quoted', 'hired', 'new', 'hired', 'new', 'hired']);
  });

  it('when activation is manual, then arrows only move focus and Enter selects', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Leads" items={items} activation="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const quoted = screen.getByRole('tab', { name: 'Quoted' });
    expect(document.activeElement).toBe(quoted);
    expect(quoted.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{Enter}');
    expect(quoted.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Quoted leads');
  });

  it('when controlled, then the selected tab follows the value prop', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Tabs label="Leads" items={items} value="hired" onChange={onChange} />);
    expect(screen.getByRole('tab', { name: 'Hired' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Quoted' }));
    expect(onChange).toHaveBeenCalledWith('quoted');
    expect(screen.getByRole('tab', { name: 'Hired' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('Chips', () => {
  it('when chips are links, then the selected one has aria-current="page" and each keeps its href', () => {
    render(
      <MemoryRouter>
        <Chips
          label="Filter leads"
          items={[
            { key: 'all', label: 'All', count: 12, href: '/dashboard/leads', selected: false },
            { key: 'unread', label: 'Unread', count: 2, href: '/dashboard/leads?status=unread', selected: true },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('group', { name: 'Filter leads' })).toBeTruthy();
    const unread = screen.getByRole('link', { name: 'Unread 2' });
    expect(unread.getAttribute('aria-current')).toBe('page');
    expect(unread.getAttribute('href')).toBe('/dashboard/leads?status=unread');
    expect(screen.getByRole('link', { name: 'All 12' }).hasAttribute('aria-current')).toBe(false);
  });

  it('when chips are buttons, then they are toggles with aria-pressed', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(
      <Chips
        label="Filter"
        items={[
          { key: 'a', label: 'Open', selected: true, onSelect: () => undefined },
          { key: 'b', label: 'Closed', selected: false, onSelect },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Open', pressed: true })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Closed', pressed: false }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
