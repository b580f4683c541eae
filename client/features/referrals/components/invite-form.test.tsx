import { fireEvent, screen, waitFor } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { referralsContract } from '@shared/api/referrals.contract';
import { urlOf } from '@shared/api/endpoint';
import dashboard from '../../../../locales/en-HK/dashboard.json';
import common from '../../../../locales/en-HK/common.json';
import dashboardZh from '../../../../locales/zh-HK/dashboard.json';
import commonZh from '../../../../locales/zh-HK/common.json';
import { InviteForm } from './invite-form';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

const EN = { lng: 'en-HK' as const, resources: { dashboard, common } };
const ZH = { lng: 'zh-HK' as const, resources: { dashboard: dashboardZh, common: commonZh } };

describe('InviteForm', () => {
  it('when an e-mail is invited, then it is sent as { email } and the field is cleared with a confirmation', async () => {
    const calls = mockApi({ [`POST ${urlOf(referralsContract.refer)}`]: ok({ sent: true, channel: 'email' }) });
    renderWithProviders(<InviteForm />, EN);
    fireEvent.change(screen.getByLabelText("Friend's e-mail address"), { target: { value: 'mei@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to mei@example.org.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', url: urlOf(referralsContract.refer), body: { email: 'mei@example.org' } }]);
    expect((screen.getByLabelText("Friend's e-mail address") as HTMLInputElement).value).toBe('');
  });

  it('when the address already has an account, then the server’s reason shows at the field and what was typed stays', async () => {
    mockApi({
      [`POST ${urlOf(referralsContract.refer)}`]: refused(409, 'account_exists', 'This person already has a Sifu account.', {
        email: "This person already has a Sifu account, so they can't be invited.",
      }),
    });
    renderWithProviders(<InviteForm />, EN);
    fireEvent.change(screen.getByLabelText("Friend's e-mail address"), { target: { value: 'member@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText("This person already has a Sifu account, so they can't be invited.")).toBeTruthy();
    expect((screen.getByLabelText("Friend's e-mail address") as HTMLInputElement).value).toBe('member@example.org');
  });

  it('when SMS is chosen and the number is malformed, then it is refused in place without a call; a good one is sent as { phone }', async () => {
    const calls = mockApi({ [`POST ${urlOf(referralsContract.refer)}`]: ok({ sent: true, channel: 'phone' }) });
    renderWithProviders(<InviteForm />, ZH);
    fireEvent.click(screen.getByLabelText('短訊'));
    fireEvent.change(screen.getByLabelText('朋友嘅手機號碼'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: '發送邀請' }));
    expect(await screen.findByText('請輸入有效嘅手機號碼，例如 6123 4567')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('朋友嘅手機號碼'), { target: { value: '6123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: '發送邀請' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', url: urlOf(referralsContract.refer), body: { phone: '6123 4567' } }]));
  });

  it('when the daily limit is reached, then the form says so above the button', async () => {
    mockApi({ [`POST ${urlOf(referralsContract.refer)}`]: refused(429, 'rate_limited', 'Too many attempts.') });
    renderWithProviders(<InviteForm />, EN);
    fireEvent.change(screen.getByLabelText("Friend's e-mail address"), { target: { value: 'x@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText("You've sent a lot of invitations today. Please try again tomorrow.")).toBeTruthy();
  });
});
