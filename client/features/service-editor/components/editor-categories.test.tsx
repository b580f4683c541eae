import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@client/test/render-with-providers';
import type * as LinkRouter from '@client/test/link-router';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import workspace from '../../../../locales/en-HK/workspace.json';
import onboarding from '../../../../locales/en-HK/onboarding.json';
import common from '../../../../locales/en-HK/common.json';
import { EditorCategories } from './editor-categories';
import type { CategoryOptionGroup } from './onboarding-category-picker';

// react-router is ESM-only for this jest config: the leave guard's blocker is idle and Link is a plain <a>.
jest.mock('react-router', () =>
  jest
    .requireActual<typeof LinkRouter>('@client/test/link-router')
    .linkRouter('/en-HK/dashboard/services/41/2', { useBlocker: () => ({ state: 'unblocked' }) }),
);

const groups: CategoryOptionGroup[] = [
  {
    genre: 'Home repair',
    categories: [
      { id: 1, name: 'Plumbing', slug: 'plumbing', licence: 'wsd_plumber' },
      { id: 2, name: 'Handyman', slug: 'handyman', licence: null },
    ],
  },
];

const category = { quote_fee: 18, is_auto_quote_on: false, is_direct_reserve_on: false, quote_job_preference: { excluded_time_slots: [] } };

const service = (o: Partial<EditableService>) =>
  ({
    quote_service_id: 41,
    categories: [
      { ...category, id: 2, slug: 'handyman', name_zh: '執修', name_en: 'Handyman', required_licence_type: null, qualified: true },
    ],
    approved_licence_types: [],
    ...o,
  }) as EditableService;

function setup(s: EditableService) {
  global.fetch = jest.fn() as typeof fetch;
  renderWithProviders(
    <EditorCategories service={s} groups={groups} settingsHref={(id) => `/en-HK/dashboard/services/41/2/${id}`} />,
    { lng: 'en-HK', resources: { workspace, onboarding, common } },
    { toasts: true },
  );
}

describe('EditorCategories', () => {
  it('when the pro picks a category that needs a licence they do not hold, then it says which one with a link to upload it', async () => {
    setup(service({}));
    const plumbing = screen.getByRole('checkbox', { name: 'Plumbing' });
    expect(screen.getByText(onboarding.basic.licence_needed.wsd_plumber)).toBeTruthy();
    expect(screen.queryByText(workspace.categories.licence_title)).toBeNull();
    await userEvent.click(plumbing);
    const notice = screen.getByText(workspace.categories.licence_title).closest('[role="alert"], [role="status"], div') as HTMLElement;
    expect(within(notice).getByText(/Plumbing: Needs a WSD licensed plumber licence\./)).toBeTruthy();
    expect(within(notice).getByRole('link', { name: workspace.categories.licence_upload }).getAttribute('href')).toBe(
      '/en-HK/dashboard/certification',
    );
  });

  it('when the service holds the approved licence, then picking the category needs no notice', async () => {
    setup(service({ approved_licence_types: ['wsd_plumber'] }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Plumbing' }));
    expect(screen.queryByText(workspace.categories.licence_title)).toBeNull();
  });
});
