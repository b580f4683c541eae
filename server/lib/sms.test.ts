import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logger, silenceLogger } from './logger';
import { createFileSmsSender } from './sms';

silenceLogger();

describe('file SMS sender', () => {
  it('when a one-time code is sent, then the outbox has it for local runs but the log line carries neither code nor number', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-sms-'));
    const info = jest.spyOn(logger(), 'info');
    try {
      await createFileSmsSender(dir).send({ to: '+85290338807', text: 'Sifu code 482913', code: '482913' });
      const outbox = fs.readFileSync(path.join(dir, 'outbox', 'sms.log'), 'utf8');
      expect(JSON.parse(outbox.trim())).toMatchObject({ to: '+85290338807', code: '482913' });
      const logged = JSON.stringify(info.mock.calls);
      expect(logged).toContain('sms-sent');
      expect(logged).not.toContain('482913');
      expect(logged).not.toContain('90338807');
    } finally {
      info.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('when a template leaves a space between a Chinese name and Chinese text, then the message is sent without it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-sms-'));
    try {
      await createFileSmsSender(dir).send({ to: '+85290338807', text: 'Sifu 師傅：陳美玲 已預約 12月3日（週四）' });
      const outbox = fs.readFileSync(path.join(dir, 'outbox', 'sms.log'), 'utf8');
      expect(JSON.parse(outbox.trim())).toMatchObject({ text: 'Sifu 師傅：陳美玲已預約 12月3日（週四）' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
