/**
 * package.json `engines` names the Node versions on which `npm install` is quiet: every locked dependency's own
 * `engines.node` accepts each of them (npm warns EBADENGINE about any that does not), and the Node the project installs
 * for its scripts (the `node` package) is one of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PROJECT_ROOT as root } from '../server/config/paths';

// Babel's own semver (a dependency of @babel/core, so always installed with the project's toolchain).
const semver = createRequire(createRequire(path.join(root, 'package.json')).resolve('@babel/core'))('semver') as {
  Range: new (r: string) => { set: Array<Array<{ value: string }>> };
  minVersion(r: string): { version: string } | null;
  satisfies(v: string, r: string): boolean;
};

const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string; npm?: string } };
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; optional?: boolean; engines?: { node?: string } | string[] }>;
};

/** The lowest Node version of each alternative of the range (e.g. 22.22.0, 24.0.0 and 26.0.0). */
const lowest = new semver.Range(pkg.engines.node).set.map((alt) => semver.minVersion(alt.map((c) => c.value).join(' '))!.version);

describe('engines', () => {
  it('when Node is the oldest of any supported line, then no locked dependency asks for a newer one', () => {
    expect(lowest.length).toBeGreaterThan(0);
    const refused: string[] = [];
    for (const [where, p] of Object.entries(lock.packages)) {
      const wanted = p.engines && !Array.isArray(p.engines) ? p.engines.node : undefined;
      if (!where || p.optional || !wanted) continue;
      for (const v of lowest)
        if (!semver.satisfies(v, wanted)) refused.push(`${where.replace(/^.*node_modules\//, '')} needs ${wanted}, not ${v}`);
    }
    expect(refused).toEqual([]);
  });

  it('when npm scripts run on the Node the project installs, then that Node is a supported one', () => {
    const bundled = lock.packages['node_modules/node']?.version;
    expect(bundled).toMatch(/^\d+\.\d+\.\d+$/);
    expect(semver.satisfies(bundled!, pkg.engines.node)).toBe(true);
    expect(lock.packages[''].engines).toEqual(pkg.engines);
  });
});
