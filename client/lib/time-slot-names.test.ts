/**
 * One set of time-slot names everywhere: the SPEC §9 slots (keys and hours) live in shared/domain/request-lifecycle.ts
 * TIME_SLOTS, their titles in one locale block (common.json `slots`) per language, and every screen names a slot through
 * client/lib/request-when.ts. Two screens naming the same hours differently (上晝 on one side, 上午 on the other) is
 * what this keeps out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TIME_SLOTS } from '@shared/domain/request-lifecycle';
import { slotTitle, timeSlotOptions } from './request-when';

const ROOT = path.resolve(__dirname, '../..');
const LANGUAGES = ['zh-HK', 'en-HK'] as const;
type Tree = { [k: string]: string | Tree };

const readJson = (file: string): Tree => JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
const common = (lng: string) => readJson(path.join(ROOT, 'locales', lng, 'common.json'));

/** Every string of a locale tree with its dotted path. */
function strings(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : strings(v, `${prefix}${k}.`)));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'seeds' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.(ts|tsx)$/.test(e.name) ? [full] : [];
  });
}

/** Words people use for parts of the day: any of them standing alone as a label is a slot title in disguise. */
const DAY_PART_WORDS = [
  '清晨',
  '凌晨',
  '上晝',
  '上午',
  '中午',
  '下晝',
  '下午',
  '傍晚',
  '夜晚',
  '晚上',
  'Midday',
  'Early afternoon',
  'Dusk',
];

describe('time slot names: one source', () => {
  it.each(LANGUAGES)('when %s titles the slots, then the one block names exactly the shared slots, each with its own word', (lng) => {
    const block = common(lng).slots as Record<string, string>;
    expect(Object.keys(block).sort()).toEqual(TIME_SLOTS.map((s) => s.name).sort());
    expect(new Set(Object.values(block)).size).toBe(TIME_SLOTS.length);
  });

  it('when any locale string outside the one block is exactly a slot title or another word for a part of the day, then it is a second source and fails', () => {
    const titles = new Set([...LANGUAGES.flatMap((l) => Object.values(common(l).slots as Record<string, string>)), ...DAY_PART_WORDS]);
    const outside = LANGUAGES.flatMap((lng) =>
      fs
        .readdirSync(path.join(ROOT, 'locales', lng))
        .filter((f) => f.endsWith('.json'))
        .flatMap((f) =>
          strings(readJson(path.join(ROOT, 'locales', lng, f)))
            .filter(([key, value]) => titles.has(value.trim()) && !(f === 'common.json' && key.startsWith('slots.')))
            .map(([key, value]) => `${lng}/${f} ${key} = ${value}`),
        ),
    );
    expect(outside).toEqual([]);
  });

  it('when source code names a slot, then it goes through request-when.ts: no other file reads a slot-title key or writes a slot word itself', () => {
    // request-when.ts is the one reader; spoken-time.ts holds SPEC §9's other list, the clock-time prefixes
    // ("下午3:30"), which says a time of day, never names a slot.
    const allowed = [path.join(ROOT, 'client', 'lib', 'request-when.ts'), path.join(ROOT, 'shared', 'utils', 'spoken-time.ts')];
    const offenders = ['client', 'server', 'shared'].flatMap((dir) =>
      sourceFiles(path.join(ROOT, dir))
        .filter((file) => !allowed.includes(file))
        .filter((file) => {
          const text = fs.readFileSync(file, 'utf8');
          return /\bslots>|time_slots>/.test(text) || ['上晝', '上午', '下晝', '下午', '傍晚'].some((w) => text.includes(`'${w}'`));
        })
        .map((file) => path.relative(ROOT, file)),
    );
    expect(offenders).toEqual([]);
  });

  it('when the pickers list the slots, then labels and hours are the shared list in its order, titled from the one block', () => {
    const zh = common('zh-HK').slots as Record<string, string>;
    const t = (k: string) => zh[k.replace('common|slots>', '')] ?? k;
    expect(timeSlotOptions(t)).toEqual(
      TIME_SLOTS.map((s) => ({ value: String(s.key), label: zh[s.name], description: `${s.start}–${s.end}` })),
    );
    expect(TIME_SLOTS.map((s) => slotTitle(t, s))).toEqual(['清晨', '上晝', '下晝', '傍晚', '夜晚']);
  });
});
