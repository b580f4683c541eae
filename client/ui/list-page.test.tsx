import type * as ReactModule from 'react';
import { render, screen, within } from '@testing-library/react';
import { ListPage, withQuery, type PagedData } from './list-page';

// The shared jest config does not transform react-router's ESM dependency (@remix-run/route-pattern),
// so Link is stubbed as the plain <a href> it renders.
jest.mock('react-router', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    Link: ({ to, ...rest }: { to: string }) => createElement('a', { href: to, ...rest }),
  };
});

const labels = { nav: 'Pages', previous: 'Previous', next: 'Next', page: (n: number) => `Page ${n}` };

function renderPage(props: { pending?: boolean; data?: PagedData<string> }) {
  return render(
    <ListPage
      filters={<div role="group" aria-label="Filter" />}
      pending={props.pending ?? false}
      data={props.data}
      skeleton={<p>Loading</p>}
      empty={<h2>Nothing yet</h2>}
      summary={(d) => `${d.total} in all`}
      hrefFor={(n) => withQuery('/dashboard/purchases', { page: n > 1 && n })}
      labels={labels}
      spacing="flow"
    >
      {(d) => (
        <ul aria-label="Purchases">
          {d.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </ListPage>,
  );
}

describe('ListPage', () => {
  it('when the page is loading, then the filters and the skeleton show, and no list or empty state', () => {
    renderPage({ pending: true });
    expect(screen.getByRole('group', { name: 'Filter' })).toBeTruthy();
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Nothing yet' })).toBeNull();
  });

  it('when there are several pages, then the summary, the list and a pager linking the other pages show', () => {
    renderPage({ data: { items: ['Starter', 'Top-up'], page: 2, total_pages: 3, total: 42 } });
    expect(screen.getByText('42 in all')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Purchases' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Starter', 'Top-up']);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pager)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/dashboard/purchases');
  });

  it('when there is a single page, then there is no pager', () => {
    renderPage({ data: { items: ['Starter'], page: 1, total_pages: 1, total: 1 } });
    expect(screen.getByRole('list', { name: 'Purchases' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('when the page has no items, then only the filters and the empty state show', () => {
    renderPage({ data: { items: [], page: 1, total_pages: 0, total: 0 } });
    expect(screen.getByRole('heading', { name: 'Nothing yet' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('0 in all')).toBeNull();
  });
});

describe('withQuery', () => {
  it('when some values are empty, then they are left out and the others keep their order', () => {
    expect(withQuery('/works', { filter: 'Search', page: false, q: 'tap' })).toBe('/works?filter=Search&q=tap');
    expect(withQuery('/purchases', { range: null, page: undefined, q: '' })).toBe('/purchases');
    expect(withQuery('/jobs', { category: 3, discount: 70, page: 2 })).toBe('/jobs?category=3&discount=70&page=2');
  });
});
