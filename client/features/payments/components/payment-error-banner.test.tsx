/** SPEC §8 payment_error on the leads page: why auto top-up failed, the way to the credit page, Dismiss. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { mockFetch, ok } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { paymentsContract } from '@shared/api/payments.contract';
import { urlOf } from '@shared/api/endpoint';
import { PaymentErrorBanner } from './payment-error-banner';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/dashboard/requests'));

function renderBanner(code: string) {
  const posts: string[] = [];
  mockFetch(({ method, url }) => {
    if (method === 'POST') posts.push(url);
    return ok({ payment_error: null });
  });
  renderWithProviders(<PaymentErrorBanner code={code} />);
  return posts;
}

describe('PaymentErrorBanner', () => {
  it('when the saved card was declined, then the banner says quotes needing credit are not sent and links to the credit page', () => {
    renderBanner('payment_failed');
    expect(screen.getByRole('alert').textContent).toBe(
      "Automatic top-up failed Your saved card was declined, so quotes that need more credit can't be sent. Check my credit",
    );
    expect(screen.getByRole('link', { name: 'Check my credit' }).getAttribute('href')).toBe('/en-HK/dashboard/credit');
  });

  it('when the card is foreign and the pro dismisses the banner, then the stored error is cleared', async () => {
    const posts = renderBanner('foreign_card');
    expect(screen.getByText(/issued outside Hong Kong/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(posts).toEqual([urlOf(paymentsContract.dismissPaymentError)]));
  });
});
