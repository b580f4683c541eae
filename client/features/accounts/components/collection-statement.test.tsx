/** The personal information collection statement at sign-up (PDPO DPP 1): purpose, sharing, rights, contact, policy link. */
import { screen, within } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import { renderWithProviders } from '@client/test/render-with-providers';
import common from '../../../../locales/zh-HK/common.json';
import { CollectionStatement } from './collection-statement';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/signup'));

describe('CollectionStatement', () => {
  it('when shown in Chinese, then it names the purpose, who data is shared with, the rights and the contact, and links to /privacy', () => {
    renderWithProviders(<CollectionStatement />, { lng: 'zh-HK', resources: { common } });
    const region = screen.getByRole('region', { name: '個人資料收集聲明' });
    expect(within(region).getByText(/開設同管理帳戶/)).toBeTruthy();
    expect(within(region).getByText(/付款服務供應商/)).toBeTruthy();
    expect(within(region).getByText(/查閱同更正/)).toBeTruthy();
    expect(within(region).getByText(/privacy@sifu\.hk/)).toBeTruthy();
    expect(within(region).getByRole('link', { name: '閱讀完整私隱政策' }).getAttribute('href')).toBe('/zh-HK/privacy');
  });
});
