import { fireEvent, screen, waitFor } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { certificatesContract } from '@shared/api/certificates.contract';
import { urlOf } from '@shared/api/endpoint';
import type { Ticket } from '@shared/schemas/back-office.schema';
import type { OpsItem } from '@shared/schemas/certificates.schema';
import verify from '../../../locales/en-HK/verify.json';
import common from '../../../locales/en-HK/common.json';
import VerificationPanel from './verification-panel';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

const EN = { lng: 'en-HK' as const, resources: { verify, common } };

const ticket: Ticket = {
  id: 9,
  queue: 'verifications',
  subject_type: 'identity',
  subject_id: 12,
  summary: 'HKID',
  status: 'open',
  user: null,
  language: 'en-HK',
  assignee: null,
  resolution: null,
  created: '2026-11-29 10:00:00',
  closed_at: null,
  overdue: false,
};

const item: OpsItem = {
  kind: 'identity',
  id: 12,
  status: 1,
  state: 'pending',
  created: '2026-11-29 10:00:00',
  reject_reason: null,
  reviewed_on: null,
  user: { id: 4, username: 'taiman', full_name: '陳大文' },
  files: [],
  history: [],
  card_type: 'HKID',
  real_id: 'A1234563',
  real_name: 'CHAN Tai Man',
  provider: 'operator_queue',
};

describe('VerificationPanel', () => {
  const read = `GET ${urlOf(certificatesContract.opsItem, { params: { kind: 'identity', id: 12 } })}`;
  const approve = `POST ${urlOf(certificatesContract.approveIdentity, { params: { id: 12 } })}`;

  it('when an identity ticket is opened, then the queue’s own card shows the document and approving calls the identity decision', async () => {
    const calls = mockApi({
      [read]: ok(item),
      [approve]: ok({ kind: 'identity', id: 12, status: 2, state: 'approved', reviewed_on: '2026-11-29 11:00:00' }),
    });
    renderWithProviders(<VerificationPanel ticket={ticket} />, EN);
    expect(await screen.findByText('CHAN Tai Man')).toBeTruthy();
    expect(screen.getByText('A1234563')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([approve.slice(5)]));
    expect(await screen.findByText('Approved. 陳大文 has been notified.')).toBeTruthy();
  });

  it('when the item cannot be read, then the panel says so', async () => {
    mockApi({ [read]: refused(404, 'not_found', 'Not found') });
    renderWithProviders(<VerificationPanel ticket={ticket} />, EN);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
