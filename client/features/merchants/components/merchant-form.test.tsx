import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LinkRouter from '@client/test/link-router';
import { urlOf } from '@shared/api/endpoint';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { merchantsContract } from '@shared/api/merchants.contract';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import dashboard from '../../../../locales/en-HK/dashboard.json';
import common from '../../../../locales/en-HK/common.json';
import verify from '../../../../locales/en-HK/verify.json';
import dashboardZh from '../../../../locales/zh-HK/dashboard.json';
import commonZh from '../../../../locales/zh-HK/common.json';
import verifyZh from '../../../../locales/zh-HK/verify.json';
import { MerchantForm } from './merchant-form';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

const SUBMIT = urlOf(merchantsContract.submit);
const UPLOAD = urlOf(attachmentsContract.upload);
const EN = { lng: 'en-HK' as const, resources: { dashboard, common, verify } };
const ZH = { lng: 'zh-HK' as const, resources: { dashboard: dashboardZh, common: commonZh, verify: verifyZh } };
const file = (id: number, name: string) => ({
  id,
  file_name: name,
  mime: 'application/pdf',
  size: 40,
  url: `/api/attachments/${id}`,
  created: '',
});
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

async function fillValid() {
  const type = (label: string, value: string) => userEvent.type(screen.getByLabelText(label, { exact: true }), value);
  await type('Company name (English)', 'Sifu Plumbing Ltd');
  await type('Business registration number', '12345678');
  await userEvent.selectOptions(screen.getByLabelText('Type of business'), 'limited_company');
  await type('Business address', '1 Hoi Yuen Road');
  await type('Contact person', 'Chan Tai Man');
  await type('Phone', '91234567');
  await type('E-mail', 'a@example.com');
  await type('Account holder name', 'Sifu Plumbing Ltd');
  await type('Bank code', '004');
  await type('Branch code', '123');
  await type('Account number', '123456789');
  await userEvent.upload(screen.getByLabelText('Business registration certificate'), pdf('br.pdf'));
  await screen.findByRole('link', { name: 'br.pdf' });
  await userEvent.upload(screen.getByLabelText('Bank proof'), pdf('bank.pdf'));
  await screen.findByRole('link', { name: 'bank.pdf' });
}

describe('MerchantForm', () => {
  it('when sent empty, then every required field says so under itself and nothing is sent', async () => {
    const calls = mockApi({});
    renderWithProviders(<MerchantForm onSent={() => undefined} />, EN);
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    for (const label of [
      'Company name (Chinese)',
      'Business registration number',
      'Contact person',
      'Phone',
      'Bank code',
      'Account number',
    ]) {
      expect(screen.getByLabelText(label, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getByText("Enter the company's name as registered, in Chinese or in English")).toBeTruthy();
    expect(screen.getAllByText('Add at least one photo or PDF of the document')).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('when the BR number and bank code are malformed, then their own messages show in zh-HK', async () => {
    mockApi({});
    renderWithProviders(<MerchantForm onSent={() => undefined} />, ZH);
    await userEvent.type(screen.getByLabelText('商業登記號碼'), '1234');
    await userEvent.type(screen.getByLabelText('銀行編號'), '04');
    await userEvent.click(screen.getByRole('button', { name: '提交申請' }));
    expect(screen.getByText(commonZh.errors.invalid_br_number)).toBeTruthy();
    expect(screen.getByText(commonZh.errors.payout_bank_code)).toBeTruthy();
  });

  it('when the server refuses fields, then each message lands under its field (a document’s index dropped) and what was typed stays', async () => {
    // Uploads are multipart (not JSON): answered here, one attachment per file, in turn.
    let n = 0;
    const calls: Array<{ url: string; body: unknown }> = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const reply =
        String(url) === UPLOAD
          ? ok([file(++n, n === 1 ? 'br.pdf' : 'bank.pdf')])
          : (calls.push({ url: String(url), body: JSON.parse(String(init?.body)) }),
            refused(400, 'validation', 'Check the fields', {
              br_number: 'Enter the 8-digit business registration number',
              'bank_documents.0': "One of the files can't be used. Upload it again.",
            }));
      return { ok: reply.status < 400, status: reply.status, statusText: '', json: async () => reply.body } as Response;
    }) as typeof fetch;
    const onSent = jest.fn();
    renderWithProviders(<MerchantForm onSent={onSent} />, EN);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Enter the 8-digit business registration number')).toBeTruthy();
    expect(screen.getByLabelText('Business registration number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("One of the files can't be used. Upload it again.")).toBeTruthy();
    expect((screen.getByLabelText('Company name (English)') as HTMLInputElement).value).toBe('Sifu Plumbing Ltd');
    expect(screen.getByRole('link', { name: 'br.pdf' })).toBeTruthy();
    expect(onSent).not.toHaveBeenCalled();
    expect(calls.find((c) => c.url === SUBMIT)?.body).toMatchObject({
      company_name_en: 'Sifu Plumbing Ltd',
      br_number: '12345678',
      company_type: 'limited_company',
      br_documents: [1],
      bank_documents: [2],
    });
  });
});
