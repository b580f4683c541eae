import type * as ReactModule from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { searchContract } from '@shared/api/search.contract';
import { urlOf } from '@shared/api/endpoint';
import catalog from '../../../../locales/en-HK/catalog.json';
import common from '../../../../locales/en-HK/common.json';
import { ServiceSearch } from './service-search';

const mockNavigate = jest.fn();

// The shared jest config does not load react-router's ESM here, so the router is stubbed (as in client/ui tests).
jest.mock('react-router', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    Form: ({ children, ...rest }: { children?: ReactModule.ReactNode }) => createElement('form', rest, children),
    Link: ({ to, ...rest }: { to: string }) => createElement('a', { href: to, ...rest }),
    useLocation: () => ({ pathname: '/en-HK/', search: '' }),
    useNavigate: () => mockNavigate,
  };
});

const SUGGESTIONS = {
  q: 'plu',
  categories: [
    { id: 1, slug: 'plumbing', name: 'Plumbing', icon: 'faucet', genre_slug: 'home-repair', genre_name: 'Home Repair', pro_count: 9 },
    { id: 7, slug: 'electrician', name: 'Electrician', icon: 'plug', genre_slug: 'home-repair', genre_name: 'Home Repair', pro_count: 5 },
  ],
  pros: [
    {
      quote_service_id: 42,
      slug: 'lee-kee-plumbing',
      business_name: 'Lee Kee Plumbing',
      rating: 4.8,
      review_count: 12,
      category: 'Plumbing',
    },
  ],
};

function setup() {
  const calls = mockApi({ [`GET ${urlOf(searchContract.suggest, { query: { q: 'plu', lng: 'en-HK' } })}`]: ok(SUGGESTIONS) });
  renderWithProviders(<ServiceSearch />, { lng: 'en-HK', resources: { catalog, common } });
  return { calls, box: screen.getByRole('combobox', { name: 'What service do you need?' }) as HTMLInputElement };
}

async function typeAndWait(box: HTMLElement, text: string) {
  // Keystrokes in one go, as fast typing is: with a wait between them, a loaded machine could let the pause elapse.
  const user = userEvent.setup({ delay: null });
  await user.type(box, text);
  await screen.findByRole('option', { name: /Plumbing Home Repair/ });
  return user;
}

beforeEach(() => mockNavigate.mockReset());

describe('ServiceSearch', () => {
  it('when words are typed, then after a pause one request brings services first (under a heading), then pros, then "all results"', async () => {
    const { calls, box } = setup();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await typeAndWait(box, 'plu');
    expect(calls.filter((c) => c.url.startsWith(urlOf(searchContract.suggest)))).toHaveLength(1);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    const groups = within(list).getAllByRole('group');
    expect(
      groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(['Services', 'Pros']);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['PlumbingHome Repair', 'ElectricianHome Repair', 'Lee Kee Plumbing4.8 ★ · Plumbing', 'See all results for “plu”']);
  });

  it('when ↓ and ↑ are pressed, then the active option moves and wraps, and Enter opens the chosen service’s questionnaire', async () => {
    const { box } = setup();
    const user = await typeAndWait(box, 'plu');
    const options = screen.getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
    expect(options[0].getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[3].id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(mockNavigate).toHaveBeenCalledWith('/en-HK/form/electrician');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('when a pro or "all results" is chosen, then the pro’s profile or the results page opens', async () => {
    const { box } = setup();
    const user = await typeAndWait(box, 'plu');
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(mockNavigate).toHaveBeenLastCalledWith('/en-HK/service/42/lee-kee-plumbing');
    await user.keyboard('{ArrowUp}');
    await user.click(screen.getByRole('option', { name: 'See all results for “plu”' }));
    expect(mockNavigate).toHaveBeenLastCalledWith('/en-HK/pro-search?q=plu');
  });

  it('when Escape is pressed, then the list closes first and a second Escape clears the box', async () => {
    const { box } = setup();
    const user = await typeAndWait(box, 'plu');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(box.value).toBe('plu');
    await user.keyboard('{Escape}');
    expect(box.value).toBe('');
    expect(mockNavigate).not.toHaveBeenCalled();
  });

  it('when no option is active, then Enter is left to the GET form (works without JavaScript too)', async () => {
    const { box } = setup();
    const user = await typeAndWait(box, 'plu');
    const form = box.closest('form')!;
    const submitted = jest.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', submitted);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(mockNavigate).not.toHaveBeenCalled();
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/en-HK/pro-search');
    expect(new FormData(form).get('q')).toBe('plu');
    expect(new FormData(form).get('go')).toBe('quote');
  });
});
