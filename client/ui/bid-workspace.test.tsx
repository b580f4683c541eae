import type * as ReactModule from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import { BidWorkspace, BidWorkspaceColumn, ConfirmMove, WorkspaceAction, WorkspaceActions, WorkspaceNotFound } from './bid-workspace';

// The shared jest config does not transform react-router's ESM dependency, so Link is stubbed as the <a href> it renders.
jest.mock('react-router', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return { Link: ({ to, ...rest }: { to: string }) => createElement('a', { href: to, ...rest }) };
});

describe('BidWorkspace', () => {
  it('when the bid has loaded, then the back link comes first, then the bid column, then the chat', () => {
    render(
      <BidWorkspace back={{ to: '/dashboard/requests', label: 'Back to leads' }} chat={<section aria-label="Chat" />}>
        <BidWorkspaceColumn>
          <h1>Plumbing</h1>
        </BidWorkspaceColumn>
      </BidWorkspace>,
    );
    const back = screen.getByRole('link', { name: 'Back to leads' });
    const title = screen.getByRole('heading', { level: 1, name: 'Plumbing' });
    const chat = screen.getByRole('region', { name: 'Chat' });
    expect(back.getAttribute('href')).toBe('/dashboard/requests');
    expect(back.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(title.compareDocumentPosition(chat) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('when the chat is not there yet, then a placeholder keeps its place', () => {
    const { container } = render(
      <BidWorkspace back={{ to: '/dashboard/projects', label: 'Back' }} chat={null}>
        <p>Quote</p>
      </BidWorkspace>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Quote').nextElementSibling).not.toBeNull();
    expect(container.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(1);
  });
});

describe('WorkspaceNotFound', () => {
  it('when shown, then it says what happened and links back', () => {
    render(
      <WorkspaceNotFound
        title="Lead not found"
        body="It may have been removed."
        back={{ to: '/dashboard/requests', label: 'Back to leads' }}
      />,
    );
    expect(screen.getByText('Lead not found')).toBeTruthy();
    expect(screen.getByText('It may have been removed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to leads' }).getAttribute('href')).toBe('/dashboard/requests');
  });
});

describe('WorkspaceActions', () => {
  it('when rendered, then the buttons form a named group and a busy one is disabled', async () => {
    const archive = jest.fn();
    render(
      <WorkspaceActions label="Lead actions" spaceAbove={2}>
        <WorkspaceAction icon="inbox" label="Archive" onClick={archive} />
        <WorkspaceAction icon="copy" label="Copy" onClick={() => {}} busy />
      </WorkspaceActions>,
    );
    const group = screen.getByRole('group', { name: 'Lead actions' });
    await userEvent.click(within(group).getByRole('button', { name: 'Archive' }));
    expect(archive).toHaveBeenCalledTimes(1);
    expect(within(group).getByRole('button', { name: 'Copy' })).toHaveProperty('disabled', true);
  });
});

describe('ConfirmMove', () => {
  beforeAll(() => polyfillDialog());

  it('when open, then it asks with its body and the confirm button runs the move; Cancel closes', async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    render(
      <ConfirmMove
        open
        title="Pass on this lead?"
        body="You will not see it again."
        cancelLabel="Cancel"
        confirmLabel="Pass"
        confirmVariant="danger"
        busy={false}
        onConfirm={onConfirm}
        onClose={onClose}
      >
        <p>Extra choice</p>
      </ConfirmMove>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Pass on this lead?' });
    expect(within(dialog).getByText('You will not see it again.')).toBeTruthy();
    expect(within(dialog).getByText('Extra choice')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pass' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
