/**
 * The contracts of shared/api are the one list of the API (ADR 0007): every declared endpoint is mounted exactly
 * once, nothing else is mounted, declarations are self-consistent, bid actions are bound to the right role, and
 * /api/openapi.json describes them all.
 */
import request from 'supertest';
import { z } from 'zod';
import { allEndpoints } from '@shared/api/contracts';
import { BID_ACTION_ENDPOINTS } from '@shared/api/bids.contract';
import { systemContract } from '@shared/api/system.contract';
import { urlOf, type EndpointDef } from '@shared/api/endpoint';
import { RATE_LIMITS } from '@shared/api/rate-limits';
import { BID_ACTIONS, BID_ACTION_NAMES } from '@shared/domain/bid-lifecycle';
import { expressPath } from '../middleware/api-endpoint';
import { createApi } from './api-router';
import { setUpTestContext } from '../test/test-app';
import { endpointTitle } from '../test/api';

const ctx = setUpTestContext();

const keyOf = (e: Pick<EndpointDef, 'method' | 'path'>) => `${e.method} ${e.path}`;
const declared = allEndpoints();
const sorted = (xs: string[]) => [...xs].sort();
const pathParamsOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

interface RouteLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

describe('mounting', () => {
  it('when the API is built, then every declared endpoint is implemented exactly once, with the declared object itself', () => {
    const registry = createApi(ctx.deps);
    const implemented = registry.implementations.map((i) => keyOf(i.endpoint));
    expect(sorted(implemented)).toEqual(sorted(declared.map((d) => keyOf(d.endpoint))));
    expect(new Set(implemented).size).toBe(implemented.length);
    for (const d of declared) {
      const impl = registry.implementations.find((i) => keyOf(i.endpoint) === keyOf(d.endpoint));
      expect({ endpoint: `${d.domain}.${d.name}`, same: impl?.endpoint === d.endpoint }).toEqual({
        endpoint: `${d.domain}.${d.name}`,
        same: true,
      });
      expect(typeof impl!.handler).toBe('function');
    }
  });

  it('when the Express router of the API is walked, then its routes are exactly the declared ones (one route per endpoint, one method each)', () => {
    const registry = createApi(ctx.deps);
    const stack = (registry.router as unknown as { stack: RouteLayer[] }).stack;
    const mounted: string[] = [];
    for (const layer of stack) {
      // Every layer of the API router is a route: no stray middleware that would run for every endpoint.
      expect(layer.route).toBeDefined();
      const methods = Object.keys(layer.route!.methods).filter((m) => layer.route!.methods[m]);
      expect(methods).toHaveLength(1);
      const paths = Array.isArray(layer.route!.path) ? layer.route!.path : [layer.route!.path];
      for (const p of paths) mounted.push(`${methods[0].toUpperCase()} ${p}`);
    }
    const expected = declared.map(({ endpoint: e }) => `${e.method} ${expressPath(e.path)}`);
    expect(sorted(mounted)).toEqual(sorted(expected));
    expect(new Set(mounted).size).toBe(mounted.length);
  });

  it('when two declarations share a method and path, then they would collide: none do', () => {
    const keys = declared.map((d) => keyOf(d.endpoint));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});

describe('declarations', () => {
  it('when a path names {params}, then its params schema declares exactly those keys, and a path without params has no params schema', () => {
    const problems: string[] = [];
    for (const { domain, name, endpoint: e } of declared) {
      const inPath = pathParamsOf(e.path).sort();
      if (!e.params) {
        if (inPath.length) problems.push(`${domain}.${name}: path ${e.path} has {${inPath.join(',')}} but no params schema`);
        continue;
      }
      if (!(e.params instanceof z.ZodObject)) {
        problems.push(`${domain}.${name}: params schema is not an object`);
        continue;
      }
      const inSchema = Object.keys(e.params.shape).sort();
      if (JSON.stringify(inSchema) !== JSON.stringify(inPath)) {
        problems.push(`${domain}.${name}: path {${inPath.join(',')}} vs schema {${inSchema.join(',')}}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('when an endpoint is a GET, then it declares no body and no files', () => {
    const offenders = declared
      .filter(({ endpoint: e }) => e.method === 'GET' && (e.body !== undefined || e.files !== undefined))
      .map(({ domain, name }) => `${domain}.${name}`);
    expect(offenders).toEqual([]);
    // The rule is not vacuous: there are GET endpoints.
    expect(declared.filter(({ endpoint: e }) => e.method === 'GET').length).toBeGreaterThan(10);
  });

  it('when an endpoint names a rate class, then the class is in the documented table', () => {
    const classes = Object.keys(RATE_LIMITS);
    expect(declared.filter(({ endpoint: e }) => !classes.includes(e.rate)).map(({ domain, name }) => `${domain}.${name}`)).toEqual([]);
  });
});

describe('bid actions', () => {
  it('when BID_ACTIONS lists an action, then BID_ACTION_ENDPOINTS maps it to a change_status endpoint whose access matches the actors', () => {
    expect(sorted(Object.keys(BID_ACTION_ENDPOINTS))).toEqual(sorted(BID_ACTION_NAMES));
    const declaredObjects = new Set(declared.map((d) => d.endpoint));
    for (const action of BID_ACTION_NAMES) {
      const e = BID_ACTION_ENDPOINTS[action] as EndpointDef;
      const actors = [...BID_ACTIONS[action].actors].sort();
      const expected = actors.length === 2 ? 'user' : actors[0];
      expect({ action, access: e.access, method: e.method, path: e.path, declared: declaredObjects.has(e) }).toEqual({
        action,
        access: expected,
        method: 'POST',
        path: `/quote_bids/change_status/${action}/{id}`,
        declared: true,
      });
    }
  });
});

describe(endpointTitle(systemContract.openapi), () => {
  it('when the description is fetched, then it lists every declared endpoint with its method, x-access and x-rate-limit, and nothing else', async () => {
    const res = await request(ctx.sifu.handler).get(urlOf(systemContract.openapi));
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = res.body.paths as Record<
      string,
      Record<string, { 'x-access': string; 'x-rate-limit': { class: string; rules: unknown } }>
    >;
    const listed = Object.entries(paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(sorted(listed)).toEqual(sorted(declared.map(({ endpoint: e }) => `${e.method} /api${e.path}`)));
    for (const { domain, name, endpoint: e } of declared) {
      const op = paths[`/api${e.path}`]?.[e.method.toLowerCase()];
      expect({ endpoint: `${domain}.${name}`, access: op?.['x-access'], rate: op?.['x-rate-limit'] }).toEqual({
        endpoint: `${domain}.${name}`,
        access: e.access,
        rate: { class: e.rate, rules: JSON.parse(JSON.stringify(RATE_LIMITS[e.rate])) },
      });
    }
  });
});
