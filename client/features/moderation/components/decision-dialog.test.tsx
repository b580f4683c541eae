/**
 * The moderation decision dialog: a reason is required before anything is sent; a suspension sends the end day
 * chosen (or none); a colleague's decision first (409) shows the server's message in the dialog, which stays open.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import type * as LinkRouter from '@client/test/link-router';
import { renderWithProviders } from '@client/test/render-with-providers';
import ops from '../../../../locales/en-HK/ops.json';
import common from '../../../../locales/en-HK/common.json';
import { DecisionDialog } from './decision-dialog';

jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/ops/users/7'));

beforeAll(polyfillDialog);

function open(run: jest.Mock, onClose = jest.fn()) {
  renderWithProviders(
    <DecisionDialog
      open
      title="Suspend this account?"
      explain="They are signed out everywhere."
      confirmLabel="Suspend account"
      withEndDay
      done="Account suspended"
      run={run}
      onClose={onClose}
    />,
    { lng: 'en-HK', resources: { ops, common } },
    { toasts: true },
  );
  return onClose;
}

it('when no reason is given, then nothing is sent and the field says so', async () => {
  const run = jest.fn();
  open(run);
  await userEvent.click(screen.getByRole('button', { name: 'Suspend account' }));
  expect(await screen.findByText(ops.actions.reason_required)).toBeTruthy();
  expect(run).not.toHaveBeenCalled();
});

it('when a reason and an end day are given, then both are sent and the dialog closes', async () => {
  const run = jest.fn().mockResolvedValue({ ok: true });
  const onClose = open(run);
  await userEvent.type(screen.getByLabelText(ops.moderation.reason), 'No-shows');
  const day = screen.getByLabelText(ops.moderation.until);
  await userEvent.type(day, '2099-01-31');
  await userEvent.click(screen.getByRole('button', { name: 'Suspend account' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(run).toHaveBeenCalledWith({ reason: 'No-shows', until: '2099-01-31' });
});

it('when a colleague decided first, then the 409 message shows and the dialog stays open', async () => {
  const message = common.errors.already_suspended;
  const run = jest
    .fn()
    .mockRejectedValue(Object.assign(new Error(message), { name: 'ApiError', status: 409, code: 'conflict', fields: {} }));
  const onClose = open(run);
  await userEvent.type(screen.getByLabelText(ops.moderation.reason), 'No-shows');
  await userEvent.click(screen.getByRole('button', { name: 'Suspend account' }));
  expect(await screen.findByText(message)).toBeTruthy();
  expect(onClose).not.toHaveBeenCalled();
});
