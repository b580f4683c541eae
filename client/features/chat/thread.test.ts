import type { ChatMessage } from '@shared/schemas/chat.schema';
import { mergeThread, type ThreadExtra } from './thread';

const msg = (id: number, created: string) => ({ id, created }) as unknown as ChatMessage;
const extra = (key: string, at: string): ThreadExtra => ({ key, at, node: null });
const keys = (items: ReturnType<typeof mergeThread>) => items.map((i) => i.key);

describe('mergeThread', () => {
  it('places extras (calls, appointments) between the messages by time, after a message of the same second', () => {
    const items = mergeThread(
      [msg(1, '2026-11-30 10:00:00'), msg(2, '2026-11-30 10:05:00'), msg(3, '2026-11-30 10:10:00')],
      [extra('call-9', '2026-11-30 10:05:00'), extra('call-8', '2026-11-30 10:01:00'), extra('appt-4', '2026-11-30 10:20:00')],
      true,
    );
    expect(keys(items)).toEqual(['msg-1', 'call-8', 'msg-2', 'call-9', 'msg-3', 'appt-4']);
  });

  it('leaves out extras older than the first shown message while older messages are not loaded', () => {
    const messages = [msg(5, '2026-11-30 10:00:00')];
    const extras = [extra('call-1', '2026-11-29 09:00:00'), extra('call-2', '2026-11-30 11:00:00')];
    expect(keys(mergeThread(messages, extras, false))).toEqual(['msg-5', 'call-2']);
    expect(keys(mergeThread(messages, extras, true))).toEqual(['call-1', 'msg-5', 'call-2']);
  });

  it('shows extras alone in a chat without messages, oldest first', () => {
    expect(keys(mergeThread([], [extra('call-1', '2026-11-30 10:00:00'), extra('appt-2', '2026-11-30 09:00:00')], true))).toEqual([
      'appt-2',
      'call-1',
    ]);
  });
});
