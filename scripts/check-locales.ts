/**
 * Fails when a translation key exists in one language and not the other, when a namespace file is missing,
 * when a value is empty (STYLE new-feature checklist, step 5), or when the code names a key that no namespace has:
 * every literal `ns|group>key` (t() calls, route titles, e2e `translate`), and `t('group>key')` in a file whose
 * useTranslation names one namespace. A `${…}` part of a template key stands for any text; `key` also matches its
 * plural forms (`key_one`, `key_other`) and an object of keys.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, NAMESPACES } from '../shared/i18n/i18n-config';

const root = path.resolve(import.meta.dirname, '..');

function flatten(obj: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj)) {
      const key = prefix ? `${prefix}>${k}` : k;
      if (v && typeof v === 'object' && !Array.isArray(v)) flatten(v, key).forEach((val, kk) => out.set(kk, val));
      else out.set(key, v);
    }
  }
  return out;
}

const problems: string[] = [];
let total = 0;
for (const ns of NAMESPACES) {
  const maps = new Map<string, Map<string, unknown>>();
  for (const lng of LANGUAGES) {
    const file = path.join(root, 'locales', lng, `${ns}.json`);
    if (!fs.existsSync(file)) {
      problems.push(`missing file locales/${lng}/${ns}.json`);
      continue;
    }
    maps.set(lng, flatten(JSON.parse(fs.readFileSync(file, 'utf8'))));
  }
  const all = new Set([...maps.values()].flatMap((m) => [...m.keys()]));
  total += all.size;
  for (const key of all) {
    for (const [lng, m] of maps) {
      if (!m.has(key)) problems.push(`${ns}|${key} is missing in ${lng}`);
      else if (typeof m.get(key) === 'string' && String(m.get(key)).trim() === '') problems.push(`${ns}|${key} is empty in ${lng}`);
    }
  }
}
/** Source files that may name keys: the app, its scripts and the browser tests, without unit tests. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

const keysOf = new Map<string, Set<string>>();
for (const ns of NAMESPACES) {
  const keys = new Set<string>();
  const file = path.join(root, 'locales', LANGUAGES[0], `${ns}.json`);
  if (fs.existsSync(file)) {
    for (const key of flatten(JSON.parse(fs.readFileSync(file, 'utf8'))).keys()) {
      // The groups above a key count too: t('a>b', { returnObjects: true }) reads an object.
      key.split('>').forEach((_, i, parts) => keys.add(parts.slice(0, i + 1).join('>')));
    }
  }
  keysOf.set(ns, keys);
}

function hasKey(ns: string, key: string): boolean {
  const keys = keysOf.get(ns);
  if (!keys) return false;
  // A key prefix handed to a helper ('dashboard|settings>') names a group.
  if (key.endsWith('>')) return keys.has(key.slice(0, -1));
  const plural = (k: string) => [k, `${k}_one`, `${k}_other`];
  if (!key.includes('${')) return plural(key).some((k) => keys.has(k));
  const parts = key.split(/\$\{[^}]*\}/).map((p) => p.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&'));
  const re = new RegExp(`^${parts.join('.+')}(?:_one|_other)?$`);
  return [...keys].some((k) => re.test(k));
}

// Any word before `|` with a `>` key after it, so that a key of a namespace that no longer exists is caught too.
const prefixed = /['`]([a-z]\w*)\|(\w+(?:>[\w>${}.]*)?)['`]/g;
const plain = /\bt\(\s*(['`])(\w+>[\w>${}.]*)\1/g;
let used = 0;
for (const file of ['client', 'server', 'shared', 'e2e'].flatMap(sourceFiles)) {
  // Comments may show example keys: only code counts.
  const src = fs
    .readFileSync(path.join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  for (const [, ns, key] of src.matchAll(prefixed)) {
    if (!keysOf.has(ns) && !key.includes('>')) continue;
    used++;
    if (!hasKey(ns, key)) problems.push(`${file}: ${ns}|${key} is not in locales/${LANGUAGES[0]}/${ns}.json`);
  }
  const own = new Set([...src.matchAll(/useTranslation\(\s*'(\w+)'/g)].map((m) => m[1]));
  if (own.size !== 1) continue;
  const [ns] = own;
  for (const [, , key] of src.matchAll(plain)) {
    used++;
    if (!hasKey(ns, key)) problems.push(`${file}: ${key} is not in locales/${LANGUAGES[0]}/${ns}.json`);
  }
}

if (problems.length) {
  console.error(`Locale check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`locales ok: ${total} keys × ${LANGUAGES.length} languages, ${used} keys named in the code`);
