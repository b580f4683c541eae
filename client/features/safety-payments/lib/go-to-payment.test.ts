import { isAppPath } from './go-to-payment';

describe('isAppPath', () => {
  it.each([
    ['/dashboard/safety-payments/5/31', true],
    ['/en-HK/dashboard/safety-payments/5/31', true],
    ['/zh-HK/dashboard/safety-payments/5/31?paid=1', true],
    ['/sandbox-gateway/checkout/abc?lng=en-HK', false],
    ['/payment/abc', false],
    ['https://checkout.stripe.com/c/pay/cs_test', false],
    ['//evil.example/dashboard', false],
  ])('%s → %s', (url, expected) => {
    expect(isAppPath(url)).toBe(expected);
  });
});
