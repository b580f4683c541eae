import { fireEvent, screen, waitFor } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import type { Profile } from '@shared/schemas/settings.schema';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { settingsContract } from '@shared/api/settings.contract';
import { urlOf } from '@shared/api/endpoint';
import dashboard from '../../../../locales/en-HK/dashboard.json';
import common from '../../../../locales/en-HK/common.json';
import { ProfileForm } from './profile-form';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

const profile: Profile = {
  username: 'mei_wong',
  email: 'mei@example.com',
  is_email_verified: true,
  pending_email: null,
  first_name: 'Mei',
  last_name: 'Wong',
  full_name: 'Wong Mei',
  address: '',
  phone: null,
  is_phone_confirmed: false,
  avatar: { amazon_s3_original_url: null, amazon_s3_thumb_url: null },
};

const renderForm = () =>
  renderWithProviders(<ProfileForm profile={profile} emailChangeHref="/en-HK/dashboard/email_change" />, {
    lng: 'en-HK',
    resources: { dashboard, common },
  });

describe('ProfileForm', () => {
  it('when the names change, then the name others see follows the SPEC §3 rule as typed, and saving sends only name and address', async () => {
    const calls = mockApi({
      [`POST ${urlOf(settingsContract.editProfile)}`]: (call) => ok({ ...profile, ...(call.body as object), full_name: 'Chan Tai Man' }),
    });
    renderForm();
    expect(screen.getByText('Others see: Wong Mei')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Chan' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Tai Man' } });
    expect(screen.getByText('Others see: Chan Tai Man')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: '' } });
    expect(screen.getByText('Others see: mei_wong')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Chan' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Tai Man' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '1 Queen’s Road Central' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile is saved.')).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: urlOf(settingsContract.editProfile),
        body: { last_name: 'Chan', first_name: 'Tai Man', address: '1 Queen’s Road Central' },
      },
    ]);
  });

  it('when the server refuses a field, then its reason shows at that field and what was typed stays', async () => {
    mockApi({
      [`POST ${urlOf(settingsContract.editProfile)}`]: refused(400, 'validation', 'Please check the highlighted fields.', {
        first_name: 'Too long',
      }),
    });
    renderForm();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'x'.repeat(61) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Too long')).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('x'.repeat(61));
    expect(screen.queryByText('Your profile is saved.')).toBeNull();
  });

  it('when the e-mail is shown, then it links to the e-mail change page and says it is verified', () => {
    mockApi({});
    renderForm();
    expect(screen.getByText('mei@example.com')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change e-mail' }).getAttribute('href')).toBe('/en-HK/dashboard/email_change');
  });
});
