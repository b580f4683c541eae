import { fireEvent, screen, within } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import { resolveSettings } from '@shared/domain/notification-preferences';
import { DEFAULT_FEATURE_FLAGS } from '@shared/config/feature-flags';
import { EnvContext } from '@client/lib/env';
import { mockApi, ok, refused } from '@client/test/mock-api';
import { renderWithProviders } from '@client/test/render-with-providers';
import { settingsContract } from '@shared/api/settings.contract';
import { urlOf } from '@shared/api/endpoint';
import dashboard from '../../../../locales/en-HK/dashboard.json';
import common from '../../../../locales/en-HK/common.json';
import { NotificationSettingsForm } from './notification-settings-form';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

const defaults = resolveSettings({});
const renderForm = (phoneConfirmed = true) =>
  renderWithProviders(<NotificationSettingsForm settings={defaults} phoneConfirmed={phoneConfirmed} phoneHref="/settings/phone" />, {
    lng: 'en-HK',
    resources: { dashboard, common },
  });
const group = (legend: string) => within(screen.getByRole('group', { name: legend }));

describe('NotificationSettingsForm', () => {
  it('when a channel is switched off, then only that change is sent and the saved state shows', async () => {
    const calls = mockApi({
      [`POST ${urlOf(settingsContract.changeSettings)}`]: ok({ notification_settings: resolveSettings({ new_lead: { email: false } }) }),
    });
    renderForm();
    const email = group('New leads').getByRole('checkbox', { name: 'E-mail' }) as HTMLInputElement;
    expect(email.checked).toBe(true);
    fireEvent.click(email);
    expect(await screen.findByText('Notification settings saved.')).toBeTruthy();
    expect(email.checked).toBe(false);
    expect(calls[0]).toEqual({
      method: 'POST',
      url: urlOf(settingsContract.changeSettings),
      body: { notification_settings: { new_lead: { email: false } } },
    });
  });

  it('when the save fails, then the switch goes back and the reason shows', async () => {
    mockApi({ [`POST ${urlOf(settingsContract.changeSettings)}`]: refused(429, 'rate_limited', 'Too many attempts.') });
    renderForm();
    const inApp = group('New messages').getByRole('checkbox', { name: 'In-app' }) as HTMLInputElement;
    fireEvent.click(inApp);
    expect(await screen.findByText('Too many attempts.')).toBeTruthy();
    expect(inApp.checked).toBe(true);
  });

  it('when a type is a wallet record, then its in-app switch is on and locked; types without e-mail have no e-mail switch', () => {
    mockApi({});
    renderForm();
    const payment = group('Payments and top-ups').getByRole('checkbox', { name: 'In-app' }) as HTMLInputElement;
    expect(payment.checked && payment.disabled).toBe(true);
    expect(group('New messages').queryByRole('checkbox', { name: 'E-mail' })).toBeNull();
  });

  it('when the phone is not verified, then SMS cannot be switched on and the page says how to fix it', () => {
    mockApi({});
    renderForm(false);
    expect((group('New leads').getByRole('checkbox', { name: 'SMS' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Verify my number' }).getAttribute('href')).toBe('/settings/phone');
  });

  it('when the shop is off, then its notices have no switches; with the shop on, their in-app switch is locked on', () => {
    mockApi({});
    const { unmount } = renderForm();
    expect(screen.queryByRole('group', { name: 'Shop orders and items' })).toBeNull();
    unmount();
    const env = { PUBLIC_URL: 'http://localhost:3000', featureFlags: { ...DEFAULT_FEATURE_FLAGS, shop: true, nshop: true } };
    renderWithProviders(
      <EnvContext.Provider value={env}>
        <NotificationSettingsForm settings={defaults} phoneConfirmed phoneHref="/settings/phone" />
      </EnvContext.Provider>,
      { lng: 'en-HK', resources: { dashboard, common } },
    );
    const inApp = group('Shop orders and items').getByRole('checkbox', { name: 'In-app' }) as HTMLInputElement;
    expect(inApp.checked && inApp.disabled).toBe(true);
    expect((group('Shop orders and items').getByRole('checkbox', { name: 'E-mail' }) as HTMLInputElement).checked).toBe(true);
  });
});
