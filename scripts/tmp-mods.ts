import fs from 'node:fs';
import path from 'node:path';
const root = path.resolve(import.meta.dirname, '..');
const stats = JSON.parse(fs.readFileSync(path.join(root, 'build/web-stats.json'), 'utf8'));
const mainChunks = new Set<number | string>(stats.namedChunkGroups.main.chunks);
const mods: Array<[number, string]> = [];
for (const m of stats.modules ?? []) {
  if ((m.chunks ?? []).some((c: number | string) => mainChunks.has(c))) mods.push([m.size, m.name]);
}
mods.sort((a, b) => b[0] - a[0]);
console.log('modules in main', mods.length, 'total', mods.reduce((s, m) => s + m[0], 0));
for (const [s, n] of mods.filter(([, n]) => !n.includes('node_modules')).slice(0, 40)) console.log(s, n);
