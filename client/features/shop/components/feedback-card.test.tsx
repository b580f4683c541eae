/** A feedback on the order page: the pro replies once (at most 50 characters); the consumer reads the reply. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { urlOf } from '@shared/api/endpoint';
import { shopOrdersContract as c } from '@shared/api/shop-orders.contract';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import shop from '../../../../locales/en-HK/shop.json';
import common from '../../../../locales/en-HK/common.json';
import { shopFeedback } from '../test/order-fixtures';
import { FeedbackCard } from './feedback-card';

jest.mock('react-router', () =>
  jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/dashboard/shop/order/41'),
);

const EN = { lng: 'en-HK' as const, resources: { shop, common } };
const reply = () => screen.getByLabelText('Your public reply (up to 50 characters, once)');

describe('FeedbackCard', () => {
  it('when the pro has not replied, then they may, once, in at most 50 characters', async () => {
    const calls = mockApi({ [`POST ${urlOf(c.comment)}`]: ok(shopFeedback({ comment: 'Thank you!' })) });
    renderWithProviders(<FeedbackCard feedback={shopFeedback()} role="pro" proName="Cool Air Co" />, EN);
    expect(screen.getByText('Quick and tidy')).toBeTruthy();
    await userEvent.type(reply(), 'x'.repeat(51));
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(screen.getByText('Write up to 50 characters on one line.')).toBeTruthy();
    await userEvent.clear(reply());
    await userEvent.type(reply(), 'Thank you!');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(calls.map((x) => x.body)).toEqual([{ nshop_order_feedback_id: 71, comment: 'Thank you!' }]));
  });

  it('when a second reply is refused (409 shop_comment_exists), then the message shows above the field', async () => {
    mockApi({ [`POST ${urlOf(c.comment)}`]: refused(409, 'shop_comment_exists', "You've already replied to this feedback.") });
    renderWithProviders(<FeedbackCard feedback={shopFeedback()} role="pro" proName="Cool Air Co" />, EN);
    await userEvent.type(reply(), 'Thanks');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect((await screen.findByRole('alert')).textContent).toBe("You've already replied to this feedback.");
  });

  it('when the pro has replied, then both sides read the reply and nobody gets a form', () => {
    renderWithProviders(<FeedbackCard feedback={shopFeedback({ comment: 'Thank you!' })} role="consumer" proName="Cool Air Co" />, EN);
    expect(screen.getByText('Reply from Cool Air Co')).toBeTruthy();
    expect(screen.getByText('Thank you!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post reply' })).toBeNull();
  });
});
