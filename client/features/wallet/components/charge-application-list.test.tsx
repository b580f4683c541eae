import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type * as LinkRouter from '@client/test/link-router';
import type { ChargeApplication } from '@shared/schemas/wallet-statements.schema';
import { createI18n } from '@client/lib/i18n';
import pricing from '../../../../locales/zh-HK/pricing.json';
import common from '../../../../locales/zh-HK/common.json';
import { ChargeApplicationList } from './charge-application-list';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

const application = (o: Partial<ChargeApplication>): ChargeApplication => ({
  id: 7,
  type: 'receipt',
  company_name: '陳記水喉工程有限公司',
  business_registration_no: null,
  address: '',
  email: 'chan@example.com',
  order_ids: [1],
  order_refs: ['abc123'],
  total_amount: 800,
  status: 'submitted',
  note: '',
  operator_note: null,
  document_number: null,
  document_url: null,
  created: '2026-11-20 04:00:00',
  ...o,
});

describe('ChargeApplicationList', () => {
  it('when a request is issued, then its PDF is a download link named by the number; a waiting one has no link', () => {
    render(
      <I18nextProvider i18n={createI18n('zh-HK', { pricing, common })}>
        <ChargeApplicationList
          items={[
            application({
              id: 8,
              status: 'issued',
              operator_note: 'SR-2026-000012',
              document_number: 'SR-2026-000012',
              document_url: '/api/wallet/charge_applications/8/document',
            }),
            application({}),
          ]}
        />
      </I18nextProvider>,
    );
    const [issued, waiting] = screen.getAllByTestId('charge-application');
    const link = within(issued).getByRole('link', { name: '下載 SR-2026-000012（PDF）' });
    expect(link.getAttribute('href')).toBe('/api/wallet/charge_applications/8/document');
    expect(link.hasAttribute('download')).toBe(true);
    expect(within(waiting).queryByRole('link')).toBeNull();
    expect(waiting.textContent).toContain('處理中');
  });
});
