import { redactUrl } from './redact-url';

it('when a path carries a link token, then the log form replaces it and keeps the rest', () => {
  const token = 'BM16smDf_Pd9aC_Dhli-DropytImY5mnwrhN0FeYXfA';
  expect(redactUrl(`/en-HK/request-link/${token}`)).toBe('/en-HK/request-link/[redacted]');
  expect(redactUrl(`/api/quote_bids/hash/reply/${token}?x=1`)).toBe('/api/quote_bids/hash/reply/[redacted]?x=1');
  expect(redactUrl('/dashboard/projects/quote/12/34')).toBe('/dashboard/projects/quote/12/34');
});

it('when the query carries a one-time code, then its value is replaced and the other parameters stay', () => {
  expect(redactUrl('/en-HK/login?otp=482913&next=%2Fdashboard')).toBe('/en-HK/login?otp=[redacted]&next=%2Fdashboard');
  expect(redactUrl('/sandbox-gateway/counter?lang=en&code=AB12CD')).toBe('/sandbox-gateway/counter?lang=en&code=[redacted]');
  expect(redactUrl('/zh-HK/search?q=code')).toBe('/zh-HK/search?q=code');
});
