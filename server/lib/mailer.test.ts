import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { buildEml, createMailer } from './mailer';
import { silenceLogger } from './logger';

beforeAll(() => silenceLogger());

/** A minimal SMTP server that accepts every message and keeps its DATA. */
function fakeSmtp(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        if (!line) continue;
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (cmd === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (cmd === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        messages,
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}

describe('mailer', () => {
  it('when no SMTP_URL is set, then each message becomes an .eml file with a UTF-8 subject and body', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-mail-'));
    const mailer = createMailer({ from: 'Sifu 師傅 <no-reply@sifu.hk>', dataDir: dir });
    await mailer.send({ to: 'a@example.com', subject: '你收到新報價', text: '你好\n報價已到', tag: 'new_quote' });
    const files = fs.readdirSync(path.join(dir, 'outbox', 'mail'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dir, 'outbox', 'mail', files[0]), 'utf8');
    expect(eml).toMatch(/^From: =\?UTF-8\?B\?/);
    expect(eml).toContain(`Subject: =?UTF-8?B?${Buffer.from('你收到新報價').toString('base64')}?=`);
    expect(Buffer.from(eml.split('\r\n\r\n')[1].replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe('你好\n報價已到');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when SMTP_URL is set, then the message is delivered over SMTP', async () => {
    const smtp = await fakeSmtp();
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        from: 'no-reply@sifu.hk',
        dataDir: os.tmpdir(),
      });
      await mailer.send({ to: 'b@example.com', subject: 'Hired', text: 'You are hired by 陳美玲 。', tag: 'hired' });
      expect(smtp.messages).toHaveLength(1);
      // Quoted-printable: 陳美玲 then the full stop, with no space (=20) between them.
      expect(smtp.messages[0]).toContain('You are hired by =E9=99=B3=E7=BE=8E=E7=8E=B2=E3=80=82');
      expect(smtp.messages[0]).toContain('X-Sifu-Tag: hired');
      expect(smtp.messages[0]).toContain('You are hired');
    } finally {
      await smtp.close();
    }
  });

  it('when a hand-written template puts a Chinese name beside Chinese text, then the space between them is dropped (the style guide)', () => {
    const eml = buildEml('x@y.z', { to: 'a@b.c', subject: '陳美玲 邀請你加入 Sifu 師傅', text: '陳美玲 你好，\nMay 邀請你。', tag: 't' });
    expect(eml).toContain(`Subject: =?UTF-8?B?${Buffer.from('陳美玲邀請你加入 Sifu 師傅').toString('base64')}?=`);
    expect(Buffer.from(eml.split('\r\n\r\n')[1].replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe('陳美玲你好，\nMay 邀請你。');
  });

  it('when an .eml is built, then long bodies are wrapped at 76 characters', () => {
    const eml = buildEml('x@y.z', { to: 'a@b.c', subject: 's', text: 'x'.repeat(300), tag: 't' });
    for (const line of eml.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
  });
});
