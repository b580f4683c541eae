/** The chat frame: named by its heading (or, bare in a sheet, by a label); the list says loading, failure, older, empty. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatClosedNote, ChatFrame, ChatMessageList } from './chat-frame';

// React Router ships ESM that jest cannot load here; the button module only names its Link.
jest.mock('react-router', () => jest.requireActual('@client/test/react-router-stub'));

describe('ChatFrame', () => {
  it('when framed as a card, then its heading names it, with the line under it and the actions', () => {
    render(
      <ChatFrame title="Chat with Ada" titleId="t1" name="Ada" subtitle="About: Sink repair" actions={<button type="button">Menu</button>}>
        <ChatClosedNote>You cannot write here.</ChatClosedNote>
      </ChatFrame>,
    );
    const region = screen.getByRole('region', { name: 'Chat with Ada' });
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('Chat with Ada');
    expect(region.textContent).toContain('About: Sink repair');
    expect(within(region).getByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(within(region).getByRole('status').textContent).toBe('You cannot write here.');
  });

  it('when bare (inside a sheet), then it has no heading of its own but is still named', () => {
    render(
      <ChatFrame title="Chat with Ada" titleId="t2" name="Ada" bare>
        <p>messages</p>
      </ChatFrame>,
    );
    expect(screen.getByRole('region', { name: 'Chat with Ada' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('ChatMessageList', () => {
  it('when the messages failed to load, then it says so and retries on request', async () => {
    const onRetry = jest.fn();
    render(<ChatMessageList label="Messages" failed={{ text: 'Could not load.', retryLabel: 'Retry', onRetry }} />);
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(within(list).getByRole('alert').textContent).toContain('Could not load.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('when there are older messages, then a button loads them; when there are none yet, the empty words show', async () => {
    const onLoad = jest.fn();
    render(<ChatMessageList label="Messages" older={{ label: 'Older messages', loading: false, onLoad }} empty="Say hello." />);
    await userEvent.click(screen.getByRole('button', { name: 'Older messages' }));
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Say hello.')).toBeTruthy();
  });

  it('while loading, then the grey bubbles are hidden from screen readers and nothing else shows', () => {
    render(<ChatMessageList label="Messages" loading />);
    const items = screen.getAllByRole('listitem', { hidden: true });
    expect(items).toHaveLength(1);
    expect(items[0].getAttribute('aria-hidden')).toBe('true');
  });
});
