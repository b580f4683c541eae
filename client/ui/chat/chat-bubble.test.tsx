/** Chat bubbles: who said it, sent or read on my last message, the hidden placeholder, files, and where day lines go. */
import { render, screen } from '@testing-library/react';
import { ChatBubble, chatMarks, type ChatBubbleMessage } from './chat-bubble';

const texts = { youSaid: 'You said', theySaid: 'They said', hidden: 'Hidden by Sifu', sent: 'Sent', read: 'Read' };
const msg = (over: Partial<ChatBubbleMessage>): ChatBubbleMessage => ({
  message: 'Hello',
  is_sender: false,
  is_read: false,
  created: '2026-11-30 02:05:00',
  ...over,
});

function bubble(m: ChatBubbleMessage, extra: { dayLine?: string | null; lastMine?: boolean } = {}) {
  return render(
    <ol>
      <ChatBubble message={m} dayLine={extra.dayLine ?? null} lastMine={extra.lastMine ?? false} texts={texts} />
    </ol>,
  );
}

describe('chatMarks', () => {
  it('puts a day line before the first entry and wherever the Hong Kong day changes, and marks my last message only', () => {
    const marks = chatMarks([
      { at: '2026-11-29 10:00:00', mine: true },
      // 15:59 UTC is still 23:59 on the 29th in Hong Kong; 16:01 UTC is the 30th.
      { at: '2026-11-29 15:59:00', mine: false },
      { at: '2026-11-29 16:01:00', mine: true },
      { at: '2026-11-29 17:00:00', mine: false },
    ]);
    expect(marks.map((m) => m.separator)).toEqual([true, false, true, false]);
    expect(marks.map((m) => m.lastMine)).toEqual([false, false, true, false]);
  });

  it('when none is mine, then no message is marked', () => {
    expect(chatMarks([{ at: '2026-11-29 10:00:00', mine: false }]).map((m) => m.lastMine)).toEqual([false]);
  });
});

describe('ChatBubble', () => {
  it('when it is my last message, then it says whether it was read, after the time (Hong Kong time)', () => {
    bubble(msg({ is_sender: true, is_read: true }), { lastMine: true });
    const item = screen.getByRole('listitem');
    expect(item.textContent).toBe('You saidHello10:05 · Read');
    expect(item.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-30T02:05:00Z');
  });

  it('when it is mine but not my last, or theirs, then it shows no read state', () => {
    bubble(msg({ is_sender: true }));
    bubble(msg({ message: 'Hi' }), { lastMine: true });
    const [mine, theirs] = screen.getAllByRole('listitem');
    expect(mine.textContent).toBe('You saidHello10:05');
    expect(theirs.textContent).toBe('They saidHi10:05');
  });

  it('when Sifu hid it, then the placeholder stands in for the words', () => {
    bubble(msg({ is_hidden: true, message: '' }));
    expect(screen.getByRole('listitem').textContent).toBe('They saidHidden by Sifu10:05');
  });

  it('shows a picture as an image and another file as a link, each opening in a new tab, and the day line before it', () => {
    bubble(
      msg({
        attachments: [
          { id: 1, url: '/files/1', mime: 'image/png', file_name: 'leak.png' },
          { id: 2, url: '/files/2', mime: 'application/pdf', file_name: 'quote.pdf' },
        ],
      }),
      { dayLine: 'Today · 30 November 2026' },
    );
    const [day] = screen.getAllByRole('listitem');
    expect(day.textContent).toBe('Today · 30 November 2026');
    expect(screen.getByRole('img', { name: 'leak.png' }).closest('a')?.getAttribute('href')).toBe('/files/1');
    const pdf = screen.getByRole('link', { name: '📄 quote.pdf' });
    expect(pdf.getAttribute('href')).toBe('/files/2');
    expect(pdf.getAttribute('target')).toBe('_blank');
  });
});
