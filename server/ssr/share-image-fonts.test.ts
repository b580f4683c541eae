import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { drawsHan, inkRows, shareImageFonts } from './share-image-fonts';

// A child process renders with a fontconfig that has no CJK font: starting tsx and sharp takes seconds on 2 cores.
jest.setTimeout(60_000);

const NOTO = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const MODULE = path.join(__dirname, 'share-image-fonts.ts');

/** Runs `body` in a fresh process whose renderer sees only DejaVu (no CJK font), printing its JSON result. */
function withoutCjkFonts(body: string): unknown {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-fonts-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'fonts.conf'),
      `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>` +
        `<dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>${dir}/cache</cachedir></fontconfig>`,
    );
    const script = path.join(dir, 'run.ts');
    fs.writeFileSync(
      script,
      `import * as f from ${JSON.stringify(MODULE)};\n(async () => { console.log(JSON.stringify(await (${body}))); })();\n`,
    );
    const out = execFileSync(path.join(process.cwd(), 'node_modules/.bin/tsx'), [script], {
      env: { ...process.env, FONTCONFIG_FILE: path.join(dir, 'fonts.conf') },
      encoding: 'utf8',
    });
    return JSON.parse(out.trim().split('\n').pop()!);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('share images draw Chinese', () => {
  it('when the host has a CJK font, then the renderer draws 一 as a thin stroke, and 水 as a taller glyph', async () => {
    expect(fs.existsSync(NOTO)).toBe(true);
    expect(await drawsHan()).toBe(true);
    expect(await inkRows('水')).toBeGreaterThan((await inkRows('一')) * 3);
  });

  it('when the renderer has no CJK font, then the probe sees boxes, and the server says what to install, or to restart once installed', () => {
    const result = withoutCjkFonts(
      `(async () => { const logs: string[] = []; const log = { info: (m: string) => logs.push('info ' + m), warn: (m: string, meta?: { msg?: string }) => logs.push(m + ' ' + meta?.msg) };` +
        ` const han = await f.drawsHan();` +
        ` const missing = f.shareImageFonts(log, async () => false); const first = await missing.started; await missing.ready();` +
        ` const installed = f.shareImageFonts(log, async () => true); const later = await installed.started;` +
        ` return { han, first, later, logs }; })()`,
    ) as { han: boolean; first: unknown; later: unknown; logs: string[] };
    expect(result.han).toBe(false);
    expect([result.first, result.later]).toEqual([
      { han: false, installed: false },
      { han: false, installed: true },
    ]);
    expect(result.logs).toHaveLength(2);
    expect(result.logs[0]).toMatch(/^share-image-cjk-font-missing .*boxes.*apt-get install -y fonts-noto-cjk.*restart/);
    expect(result.logs[1]).toMatch(/^share-image-cjk-font-restart .*installed.*restart/);
  });

  it('when the server starts on a host with the font, then the guard reports Chinese drawable and logs nothing', async () => {
    const logs: string[] = [];
    const guard = shareImageFonts({ info: (m) => logs.push(m), warn: (m) => logs.push(m) });
    expect(await guard.started).toEqual({ han: true, installed: true });
    expect(await guard.ready()).toEqual({ han: true, installed: true });
    expect(logs).toEqual([]);
  });
});
