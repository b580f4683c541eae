import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@client/test/render-with-providers';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { certificatesContract } from '@shared/api/certificates.contract';
import { urlOf } from '@shared/api/endpoint';
import verify from '../../../../locales/en-HK/verify.json';
import common from '../../../../locales/en-HK/common.json';
import { CertificateEditor } from './certificate-editor';

// react-router is ESM-only for this jest config; the button and card modules import Link from it.
jest.mock('react-router', () => ({ Link: () => null }));

function reply(status: number, body: unknown) {
  return { ok: status < 400, status, statusText: '', json: async () => body } as Response;
}

const file = {
  id: 41,
  file_name: 'br.pdf',
  mime: 'application/pdf',
  size: 2048,
  url: urlOf(attachmentsContract.download, { params: { id: 41 } }),
  created: '2026-11-23 10:00:00',
};

function certificate(over: Record<string, unknown> = {}) {
  return {
    service_certificate_id: 7,
    quote_service_id: 5,
    business_name_zh: '測試水喉',
    business_name_en: 'Test Plumbing',
    type: 'company',
    licence_type: null,
    name: 'Test Plumbing Company',
    unified_number: '12345678',
    reference_identity: null,
    description: '',
    status: 1,
    state: 'pending',
    reject_reason: null,
    reviewed_on: null,
    created: '2026-11-23 10:00:00',
    modified: '2026-11-23 10:00:00',
    files: [file],
    ...over,
  };
}

function setup(props: Partial<Parameters<typeof CertificateEditor>[0]> = {}) {
  renderWithProviders(<CertificateEditor serviceId={5} step={9} {...props} />, { lng: 'en-HK', resources: { verify, common } });
}

describe('CertificateEditor', () => {
  it('when a pro adds a company certificate, then the two steps check each field in place and the list shows it pending', async () => {
    const sent: Array<{ url: string; body: unknown }> = [];
    let listed: unknown[] = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const u = String(url);
      sent.push({ url: u, body: init?.body instanceof FormData ? 'form' : JSON.parse(String(init?.body ?? 'null')) });
      if (u === urlOf(attachmentsContract.upload)) return reply(200, { status: 'Success', data: [file] });
      if (u.endsWith('/certificates/add')) {
        listed = [certificate()];
        return reply(200, { status: 'Success', data: certificate() });
      }
      return reply(200, { status: 'Success', data: listed });
    }) as typeof fetch;
    setup();
    expect(await screen.findByText('No certificates yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add company certificate' }));
    expect(screen.getByRole('heading', { name: 'Add your business registration' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Business Registration number' }), '1234');
    await userEvent.type(screen.getByRole('textbox', { name: 'Company name' }), 'Test Plumbing Company');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toContain('8-digit business registration number');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Business Registration number' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Business Registration number' }), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('heading', { name: 'Upload the certificate' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(screen.getByRole('alert').textContent).toBe('Add at least one photo or PDF of the document');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'br.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('link', { name: 'br.pdf' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));

    expect(await screen.findByText("“Test Plumbing Company” was sent for review. We'll notify you when it's checked.")).toBeTruthy();
    expect(sent.find((s) => s.url.endsWith('/certificates/add'))).toEqual({
      url: urlOf(certificatesContract.add, { params: { id: 5 } }),
      body: { type: 'company', unified_number: '12345678', name: 'Test Plumbing Company', attachment_ids: [41] },
    });
    const card = await screen.findByRole('article', { name: 'Test Plumbing Company' });
    expect(within(card).getByText('Pending review')).toBeTruthy();
  });

  it('when the editor page drives the steps, then buttons ask it to move instead of moving by themselves', async () => {
    global.fetch = jest.fn(async () =>
      reply(200, { status: 'Success', data: [certificate({ status: 2, state: 'approved', reviewed_on: '2026-11-23 02:00:00' })] }),
    ) as typeof fetch;
    const onNavigate = jest.fn();
    setup({ onNavigate });
    const card = await screen.findByRole('article', { name: 'Test Plumbing Company' });
    expect(within(card).getByText('Approved 23 Nov 2026')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add personal licence' }));
    expect(onNavigate).toHaveBeenLastCalledWith(12, undefined);
    await userEvent.click(within(card).getByRole('button', { name: 'Withdraw' }));
    expect(onNavigate).toHaveBeenLastCalledWith(15, 7);
    expect(screen.getByRole('heading', { name: 'Certificates' })).toBeTruthy();
  });
});
