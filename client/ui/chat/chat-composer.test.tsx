/** The chat composer: Enter sends the trimmed text and clears the box; a refused check or a failed send keeps the words. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatComposer, ChatFileChips, type ChatComposerProps } from './chat-composer';

function setup(over: Partial<ChatComposerProps> = {}) {
  const send = jest.fn((_m: string) => Promise.resolve());
  const props: ChatComposerProps = {
    placeholder: 'Write a message…',
    sendLabel: 'Send',
    sending: false,
    check: (m) => (m ? null : 'Write something first.'),
    send,
    failure: () => 'Could not send. Try again.',
    ...over,
  };
  render(<ChatComposer {...props} />);
  return { send: over.send ?? send, box: screen.getByLabelText('Write a message…') as HTMLTextAreaElement };
}

describe('ChatComposer', () => {
  it('when Enter is pressed, then the trimmed text is sent and the box is cleared; Shift+Enter only starts a line', async () => {
    const { send, box } = setup();
    await userEvent.type(box, '  hello{Shift>}{Enter}{/Shift}there  ');
    expect(send).not.toHaveBeenCalled();
    expect(box.value).toBe('  hello\nthere  ');
    await userEvent.type(box, '{Enter}');
    expect(send).toHaveBeenCalledWith('hello\nthere');
    expect(box.value).toBe('');
  });

  it('when the check refuses the text, then nothing is sent and its words describe the box until the user types', async () => {
    const { send, box } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Write something first.');
    expect(box.getAttribute('aria-describedby')).toBe(alert.id);
    await userEvent.type(box, 'a');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the send fails, then the text is put back and the failure is shown', async () => {
    const { box } = setup({ send: () => Promise.reject(new Error('offline')) });
    await userEvent.type(box, 'see you at 10{Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Could not send. Try again.');
    expect(box.value).toBe('see you at 10');
  });

  it('when files are uploading or a send is under way, then the send button waits; a problem from outside is shown', () => {
    setup({ busy: true, problem: 'Cannot upload: the file is too large.' });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe('Cannot upload: the file is too large.');
  });
});

describe('ChatFileChips', () => {
  it('lists the picked files, each with a button that takes it off', async () => {
    const onRemove = jest.fn();
    render(<ChatFileChips files={[{ id: 7, file_name: 'sink.jpg' }]} removeLabel={(n) => `Remove ${n}`} onRemove={onRemove} />);
    expect(screen.getByRole('listitem').textContent).toBe('sink.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Remove sink.jpg' }));
    expect(onRemove).toHaveBeenCalledWith(7);
  });

  it('when nothing is picked, then there is no list', () => {
    render(<ChatFileChips files={[]} removeLabel={(n) => n} onRemove={() => undefined} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
