/**
 * Tells the operator when the share-image renderer (sharp → librsvg → pango/fontconfig) cannot draw Chinese, instead
 * of silently drawing a box for every Han character on a host without a CJK font.
 *
 * The check asks the renderer itself: it draws 一 (one horizontal stroke) and counts the pixel rows with ink. A real
 * glyph is a thin band; the "missing glyph" box pango draws instead is as tall as the line; no ink means no font at
 * all. Checked at start (a warning with what to install) and, while Chinese cannot be drawn, again before a share
 * image at most every RECHECK_MS: once the font is installed the log says a restart is needed. It is: pango keeps a
 * font map per renderer thread, made at the thread's first drawing, and fontconfig does not add fonts installed
 * later to it (even a font file added to fontconfig at run time reaches only threads that had not drawn yet, seen
 * here), so a running server cannot be made to draw with a font installed after its first share image.
 */
import fs from 'node:fs';
import { execFile } from 'node:child_process';
import sharp from 'sharp';
import { SHARE_FONT_FAMILY } from './share-image-draw';

export const CJK_FONT_PACKAGE = 'fonts-noto-cjk';
/** Where Debian's fonts-noto-cjk puts its files (looked at when fontconfig's fc-list is not there). */
const KNOWN_FILES = ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc'];
const RECHECK_MS = 10_000;
const PROBE = 64;

export interface FontStatus {
  /** Whether the renderer draws Han glyphs now. */
  han: boolean;
  /** Without Han glyphs: whether a CJK font is installed now (then only a restart is missing). */
  installed: boolean;
}

interface Log {
  info: (msg: string, meta?: object) => void;
  warn: (msg: string, meta?: object) => void;
}

/** Rows of the probe with ink when the renderer draws `text` in the share image's font stack. */
export async function inkRows(text: string): Promise<number> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PROBE}" height="${PROBE}"><rect width="100%" height="100%" fill="#fff"/>` +
    `<text x="4" y="52" font-size="48" font-family="${SHARE_FONT_FAMILY}" fill="#000">${text}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  let rows = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * info.channels] < 128) {
        rows++;
        break;
      }
    }
  }
  return rows;
}

/** True when 一 comes out as a glyph: a band a few pixels high, not a box and not nothing. */
export async function drawsHan(): Promise<boolean> {
  const rows = await inkRows('一');
  return rows > 0 && rows <= PROBE / 4;
}

/** Whether fontconfig lists a CJK font now: asked in a fresh process, which sees fonts installed since start. */
export function cjkFontInstalled(): Promise<boolean> {
  return new Promise((resolve) => {
    execFile('fc-list', [':lang=zh-hk', 'file'], { timeout: 5000 }, (err, stdout) => {
      resolve(err ? KNOWN_FILES.some((f) => fs.existsSync(f)) : stdout.trim() !== '');
    });
  });
}

async function checkFonts(installed: () => Promise<boolean>): Promise<FontStatus> {
  if (await drawsHan()) return { han: true, installed: true };
  return { han: false, installed: await installed() };
}

/**
 * The share-image router's font guard: checks at start (logging what to install when Chinese cannot be drawn) and,
 * while that lasts, again before a drawing at most every RECHECK_MS, logging once when the font is installed and a
 * restart is what is left. `installed` is replaceable for tests.
 */
export function shareImageFonts(log: Log, installed: () => Promise<boolean> = cjkFontInstalled) {
  let status: FontStatus | null = null;
  let checking: Promise<FontStatus> | null = null;
  let checkedAt = 0;
  const said = new Set<string>();
  const once = (key: string, say: () => void) => {
    if (!said.has(key)) say();
    said.add(key);
  };
  const check = (): Promise<FontStatus> => {
    checking ??= checkFonts(installed)
      .then((s) => {
        if (!s.han && !s.installed) {
          once('missing', () =>
            log.warn('share-image-cjk-font-missing', {
              msg:
                `No CJK font: Chinese share images show boxes instead of characters. Install one ` +
                `(apt-get install -y ${CJK_FONT_PACKAGE}), then restart the server.`,
            }),
          );
        }
        if (!s.han && s.installed) {
          once('restart', () =>
            log.warn('share-image-cjk-font-restart', {
              msg: 'A CJK font is installed, but this server started without one: restart it so Chinese share images draw characters.',
            }),
          );
        }
        status = s;
        return s;
      })
      .catch((err: unknown) => {
        log.warn('share-image-cjk-font-check-failed', { err: err instanceof Error ? err.message : String(err) });
        return status ?? { han: false, installed: false };
      })
      .finally(() => {
        checkedAt = Date.now();
        checking = null;
      });
    return checking;
  };
  const started = check();
  return {
    started,
    /** Before a drawing: the current status, re-checked when Chinese could not be drawn at the last check. */
    async ready(): Promise<FontStatus> {
      if (checking) return checking;
      if (status?.han) return status;
      if (status && Date.now() - checkedAt < RECHECK_MS) return status;
      return check();
    },
  };
}
