/** Auto top-up on the credit page: settings, inline translated errors, turning it off, and removing saved cards. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import type { AutoRefill, SavedCard } from '@shared/schemas/payments.schema';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import { mockFetch, ok, type ApiReply } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { creditPackage } from '@client/test/payment-fixtures';
import { paymentsContract } from '@shared/api/payments.contract';
import { urlOf } from '@shared/api/endpoint';
import { AutoRefillSettings } from './auto-refill-settings';
import { SavedCardList } from './saved-card-list';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/dashboard/credit'));

const PACKAGES = [
  creditPackage(1, 'starter', 100, 50, { is_starter: true }),
  creditPackage(2, 'basic', 300, 0),
  creditPackage(3, 'standard', 800, 80),
];
const VISA: SavedCard = { id: 7, card_info: 'visa|x|4242', brand: 'visa', last4: '4242' };
const MASTER: SavedCard = { id: 8, card_info: 'mastercard|x|4444', brand: 'mastercard', last4: '4444' };
const OFF: AutoRefill = { enabled: false, package_id: null, card_id: null, monthly_limit: 0, spent_this_month: 0 };

function mockApi(state: { settings: AutoRefill; cards: SavedCard[]; refuse?: ApiReply }) {
  const posts: Array<{ url: string; body: unknown }> = [];
  mockFetch(({ method, url: path, body }) => {
    if (method === 'POST') {
      posts.push({ url: path, body });
      if (state.refuse) return state.refuse;
      if (path === urlOf(paymentsContract.autoRefill)) {
        const b = body as { package_id: number | null; card_id: number | null; monthly_limit: number };
        state.settings = { ...state.settings, enabled: b.package_id !== null, ...b };
        return ok(state.settings);
      }
      const removing = state.cards.find((c) => path === urlOf(paymentsContract.removeCard, { params: { id: c.id } }));
      if (removing) {
        const id = removing.id;
        state.cards = state.cards.filter((c) => c.id !== id);
        if (state.settings.card_id === id) state.settings = { ...state.settings, enabled: false, card_id: null };
        return ok({ removed: true });
      }
      return undefined;
    }
    if (path === urlOf(paymentsContract.packages)) return ok({ items: PACKAGES, pay_types: ['card', 'cvs', 'bank'] });
    if (path === urlOf(paymentsContract.cards)) return ok({ items: state.cards });
    if (path === urlOf(paymentsContract.autoRefill)) return ok(state.settings);
    return undefined;
  });
  return posts;
}

function renderSettings() {
  polyfillDialog();
  return renderWithProviders(
    <>
      <AutoRefillSettings />
      <SavedCardList />
    </>,
  );
}

const limitField = () => screen.getByRole('textbox', { name: 'Monthly limit (HKD)' });

describe('AutoRefillSettings', () => {
  it('when the pro has no saved card, then it explains how to save one and links to buying credit', async () => {
    mockApi({ settings: OFF, cards: [] });
    renderSettings();
    expect(await screen.findByText(/tick “Save this card for next time” when you buy credit by card/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy credit by card' }).getAttribute('href')).toBe('/en-HK/dashboard/pricing');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Saved cards' })).toBeNull();
  });

  it('when the pro turns it on with a limit below the package price, then the field says so and nothing is saved; a valid limit is saved', async () => {
    const posts = mockApi({ settings: OFF, cards: [VISA] });
    renderSettings();
    await userEvent.click(await screen.findByRole('switch', { name: 'Turn on auto top-up' }));
    const packages = screen.getByRole('combobox', { name: 'Package to buy' });
    expect(
      within(packages)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Basic: HK$300 for HK$300 credit', 'Standard: HK$800 for HK$880 credit']);
    await userEvent.selectOptions(packages, '3');
    expect(screen.getByRole('combobox', { name: 'Card to charge' })).toHaveProperty('value', '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a monthly limit in whole dollars');
    await userEvent.type(limitField(), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe("The monthly limit can't be lower than the package price (HK$800)");
    expect(posts).toHaveLength(0);

    await userEvent.clear(limitField());
    await userEvent.type(limitField(), '1600');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "Saved. When a quote needs credit, we'll buy Standard (HK$800) with Visa •••• 4242, up to HK$1,600 a month.",
    );
    expect(posts).toEqual([{ url: urlOf(paymentsContract.autoRefill), body: { package_id: 3, card_id: 7, monthly_limit: 1600 } }]);
    expect(screen.getByTestId('auto-refill-spent').textContent).toBe('Auto top-ups this month: HK$0 of your HK$1,600 limit');
    expect(screen.getByRole('switch', { name: 'Turn on auto top-up' })).toHaveProperty('checked', true);
  });

  it('when the server refuses the limit, then its translated message shows at the field', async () => {
    const message = "The monthly limit can't be lower than the package price.";
    mockApi({
      settings: OFF,
      cards: [VISA],
      refuse: {
        status: 400,
        body: {
          status: 'Error',
          error: { code: 'validation', message: 'Check the fields.', details: { fields: { monthly_limit: message } } },
        },
      },
    });
    renderSettings();
    await userEvent.click(await screen.findByRole('switch', { name: 'Turn on auto top-up' }));
    await userEvent.type(limitField(), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(limitField().getAttribute('aria-invalid')).toBe('true');
  });

  it('when it is on and the pro turns it off, then saving sends no package', async () => {
    const posts = mockApi({
      settings: { enabled: true, package_id: 2, card_id: 8, monthly_limit: 900, spent_this_month: 300 },
      cards: [VISA, MASTER],
    });
    renderSettings();
    expect((await screen.findByTestId('auto-refill-spent')).textContent).toBe('Auto top-ups this month: HK$300 of your HK$900 limit');
    expect(screen.getByRole('combobox', { name: 'Card to charge' })).toHaveProperty('value', '8');
    await userEvent.click(screen.getByRole('switch', { name: 'Turn on auto top-up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved. Auto top-up is off.');
    expect(posts).toEqual([{ url: urlOf(paymentsContract.autoRefill), body: { package_id: null, card_id: null, monthly_limit: 0 } }]);
  });

  it('when the pro removes the card auto top-up uses, then the dialog warns that it stops, and the card and auto top-up go', async () => {
    const posts = mockApi({
      settings: { enabled: true, package_id: 2, card_id: 7, monthly_limit: 600, spent_this_month: 0 },
      cards: [VISA, MASTER],
    });
    renderSettings();
    const list = (await screen.findByRole('heading', { name: 'Saved cards' })).parentElement!;
    expect(within(list).getByText('Used for auto top-up')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Visa •••• 4242' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Visa •••• 4242?' });
    expect(within(dialog).getByText(/Auto top-up uses this card, so it will be turned off\./)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Visa •••• 4242' })).toBeNull());
    expect(posts).toEqual([{ url: urlOf(paymentsContract.removeCard, { params: { id: 7 } }), body: {} }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Turn on auto top-up' })).toHaveProperty('checked', false));
    expect(screen.getByRole('button', { name: 'Remove Mastercard •••• 4444' })).toBeTruthy();
  });
});
