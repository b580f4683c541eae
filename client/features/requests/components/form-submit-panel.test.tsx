/**
 * The questionnaire's sign-up and login links come back to the summary with the other query values kept: a request
 * started from a pro's profile (?pro=) must still go to that pro after the visitor signs up.
 */
import { screen } from '@testing-library/react';
import type * as LinkRouter from '@client/test/link-router';
import { renderWithProviders } from '@client/test/render-with-providers';
import requests from '../../../../locales/en-HK/requests.json';
import { SubmitPanel } from './form-submit-panel';

let mockSearch = '';

jest.mock('react-router', () =>
  jest
    .requireActual<typeof LinkRouter>('@client/test/link-router')
    .linkRouter(() => ({ pathname: '/en-HK/form/plumbing', search: mockSearch })),
);

function renderAt(search: string) {
  mockSearch = search;
  return renderWithProviders(
    <SubmitPanel
      me={null}
      needsPhone={false}
      pending={false}
      uploading={false}
      error={null}
      onSubmit={jest.fn()}
      onSwitchToConsumer={jest.fn()}
      switching={false}
      verification={null}
    />,
    { lng: 'en-HK', resources: { requests } },
  );
}

const fromOf = (name: string) =>
  new URL(screen.getByRole('link', { name }).getAttribute('href') ?? '', 'http://x').searchParams.get('from');

describe('SubmitPanel', () => {
  it('when a visitor came from a pro profile (?pro=), then signup and login come back to the summary with ?pro= kept', () => {
    renderAt('?step=photos&pro=12');
    expect(fromOf(requests.form.signup_to_send)).toBe('/en-HK/form/plumbing?step=summary&pro=12');
    expect(fromOf(requests.form.login_to_send)).toBe('/en-HK/form/plumbing?step=summary&pro=12');
  });

  it('when there is nothing else in the query, then they come back to the summary', () => {
    renderAt('');
    expect(fromOf(requests.form.signup_to_send)).toBe('/en-HK/form/plumbing?step=summary');
  });
});
