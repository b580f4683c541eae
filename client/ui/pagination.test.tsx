import type * as ReactModule from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TFunction } from 'i18next';
import { Pagination, paginationLabels, paginationTokens } from './pagination';

// The shared jest config does not transform react-router's ESM dependency (@remix-run/route-pattern),
// so Link is stubbed as the plain <a href> it renders.
jest.mock('react-router', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    Link: ({ to, ...rest }: { to: string }) => createElement('a', { href: to, ...rest }),
    MemoryRouter: ({ children }: { children: unknown }) => children,
  };
});

const labels = { nav: 'Pagination', previous: 'Previous', next: 'Next', page: (n: number) => `Page ${n}` };
const hrefFor = (p: number) => (p === 1 ? '/hk/plumbing' : `/hk/plumbing?page=${p}`);

function renderAt(page: number, totalPages: number) {
  return render(
    <MemoryRouter>
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} labels={labels} />
    </MemoryRouter>,
  );
}

describe('Pagination', () => {
  it('when on a middle page, then it links first, neighbours and last page with the current one marked', () => {
    renderAt(5, 10);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/hk/plumbing?page=4',
      '/hk/plumbing',
      '/hk/plumbing?page=4',
      '/hk/plumbing?page=5',
      '/hk/plumbing?page=6',
      '/hk/plumbing?page=10',
      '/hk/plumbing?page=6',
    ]);
    const current = screen.getByRole('link', { name: 'Page 5' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('rel')).toBe('prev');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('rel')).toBe('next');
    expect(nav.textContent).toContain('…');
  });

  it('when on the first page, then there is no previous link and page 1 is current', () => {
    renderAt(1, 3);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous').closest('[aria-disabled="true"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/hk/plumbing?page=2');
  });

  it('when on the last page, then there is no next link', () => {
    renderAt(3, 3);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('when there is only one page, then nothing renders', () => {
    const { container } = renderAt(1, 1);
    expect(container.innerHTML).toBe('');
  });

  it('when the page is out of range, then it is clamped to the last page', () => {
    renderAt(99, 4);
    expect(screen.getByRole('link', { name: 'Page 4' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('paginationTokens', () => {
  const show = (page: number, total: number, mode: 'phone' | 'desktop') =>
    paginationTokens(page, total)
      .filter((t) => (t.kind === 'page' ? mode === 'desktop' || t.phone : mode === 'phone' ? t.phone : t.desktop))
      .map((t) => (t.kind === 'page' ? String(t.page) : '…'))
      .join(' ');

  it('when on desktop, then first, last and current±1 show, with a single hidden page filled in', () => {
    expect(show(5, 10, 'desktop')).toBe('1 … 4 5 6 … 10');
    expect(show(1, 10, 'desktop')).toBe('1 2 … 10');
    expect(show(4, 10, 'desktop')).toBe('1 2 3 4 5 … 10');
    expect(show(10, 10, 'desktop')).toBe('1 … 9 10');
    expect(show(2, 3, 'desktop')).toBe('1 2 3');
  });

  it('when on a phone, then only first, current and last show, with ellipses for every gap', () => {
    expect(show(5, 10, 'phone')).toBe('1 … 5 … 10');
    expect(show(3, 10, 'phone')).toBe('1 … 3 … 10');
    expect(show(2, 10, 'phone')).toBe('1 2 … 10');
    expect(show(1, 10, 'phone')).toBe('1 … 10');
    expect(show(4, 7, 'phone')).toBe('1 … 4 … 7');
  });
});

describe('paginationLabels', () => {
  const t = ((key: string, opts?: { n?: number }) => (opts?.n ? `${key}:${opts.n}` : key)) as unknown as TFunction;

  it('when a list names its own nav, then that key names the nav and the shared keys give the rest', () => {
    const l = paginationLabels(t, 'reviews_nav');
    expect([l.nav, l.previous, l.next, l.page(3)]).toEqual([
      'catalog|pagination>reviews_nav',
      'catalog|pagination>previous',
      'catalog|pagination>next',
      'catalog|pagination>page:3',
    ]);
    expect(paginationLabels(t).nav).toBe('catalog|pagination>nav');
  });
});
