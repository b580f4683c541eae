import { ROUTE_PATHS } from '@shared/routes/route-paths';
import { DASHBOARD_ROUTE_DEFS } from './routes/dashboard-route-defs';
import { ALL_ROUTE_GROUPS } from './routes/all-route-groups';
import { ROUTE_MANIFEST } from './route-manifest';

// React Router ships ESM that jest cannot load here (client/test/react-router-stub.ts).
jest.mock('react-router', () => jest.requireActual('@client/test/react-router-stub'));

describe('route manifest', () => {
  it('names every route entry of every group, with its group and layout, and nothing else', () => {
    const fromGroups = Object.entries(ALL_ROUTE_GROUPS).flatMap(([group, defs]) =>
      defs.map((d) => ({ name: d.name, group, layout: d.layout })),
    );
    const sort = (a: { name: string }[]) => [...a].sort((x, y) => x.name.localeCompare(y.name));
    expect(sort(ROUTE_MANIFEST)).toEqual(sort(fromGroups));
  });

  it('leaves no route path without an entry (dashboard entries live in their own chunk)', () => {
    const named = new Set<string>([...ROUTE_MANIFEST.map((e) => e.name), ...DASHBOARD_ROUTE_DEFS.map((d) => d.name)]);
    expect(Object.keys(ROUTE_PATHS).filter((n) => !named.has(n))).toEqual([]);
  });
});
