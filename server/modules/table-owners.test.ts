/**
 * Table ownership: SQL that writes a table (INSERT INTO, UPDATE, DELETE FROM, TRUNCATE, MERGE INTO; an upsert is an
 * INSERT) lives only in the owner module of table-owners.ts. Scanned: every non-test source file under server/ and
 * scripts/. Exempt, because they build a database rather than run the product: migrations (server/db/migrations),
 * seeds (server/db/seeds, scripts/seed.ts), test fixtures (server/test/, *.test.ts, *.fixtures.ts) and the benchmark data
 * generators (scripts/bench-market.ts, scripts/bench-ops.ts, scripts/bench-safety.ts, scripts/bench-shop*.ts, scripts/bench-voice.ts). Needs no database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TABLE_OWNERS } from './table-owners';

const ROOT = path.resolve(__dirname, '../..');
const EXEMPT = [
  /^server\/db\/(migrations|seeds)\//,
  /^server\/test\//,
  /\.test\.tsx?$/,
  /\.fixtures\.ts$/,
  /^scripts\/seed\.ts$/,
  /^scripts\/bench-(market|ops|safety|shop|shop-seed|voice)\.ts$/,
];
const WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?|MERGE\s+INTO)\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)/gi;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.(ts|tsx|js|cjs|mjs)$/.test(e.name) && !EXEMPT.some((re) => re.test(rel)) ? [rel] : [];
  });
}

/** Block comments and whole-line `//` comments out, so prose such as "update of a bid" is not read as SQL. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

function migrationTables(): string[] {
  const dir = path.join(ROOT, 'server/db/migrations');
  const sql = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
  const names = (re: RegExp) => [...sql.matchAll(re)].map((m) => m[1].toLowerCase());
  // A table a later migration drops has no owner any more.
  const dropped = new Set(names(/DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)/gi));
  return names(/CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)/gi).filter((t) => !dropped.has(t));
}

const owners: Record<string, string> = TABLE_OWNERS;
const ownerFolder = (owner: string) => (owner.startsWith('server/') ? owner : `server/modules/${owner}/`);

describe('table owners', () => {
  it('when a migration creates a table, then the map names its one owner, and every owner module exists', () => {
    const missing = [...new Set(migrationTables())].filter((t) => !(t in owners));
    expect(missing).toEqual([]);
    const absent = [...new Set(Object.values(owners))].filter((o) => !fs.existsSync(path.join(ROOT, ownerFolder(o))));
    expect(absent).toEqual([]);
  });

  it('when source outside the owner writes a table, then the file and table are named here', () => {
    const files = [...sourceFiles('server'), ...sourceFiles('scripts')];
    expect(files.length).toBeGreaterThan(100);
    const violations = files.flatMap((file) => {
      const sql = withoutComments(fs.readFileSync(path.join(ROOT, file), 'utf8'));
      const tables = new Set([...sql.matchAll(WRITE)].map((m) => m[1].toLowerCase()).filter((t) => t in owners));
      return [...tables].filter((t) => !file.startsWith(ownerFolder(owners[t]))).map((t) => `${file} writes ${t} (owner: ${owners[t]})`);
    });
    expect(violations).toEqual([]);
  });
});
