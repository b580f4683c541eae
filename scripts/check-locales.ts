/**
 * Fails when a translation key exists in one language and not the other, when a namespace file is missing,
 * or when a value is empty (STYLE new-feature checklist, step 5).
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
if (problems.length) {
  console.error(`Locale check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`locales ok: ${total} keys × ${LANGUAGES.length} languages`);
