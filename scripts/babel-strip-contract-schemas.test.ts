/** The web build keeps what the browser uses of an endpoint declaration and drops the schemas it never reads. */
import path from 'node:path';
import { transformSync } from '@babel/core';

const source = `
import { z } from 'zod';
import { endpoint } from './endpoint';
const STALE_AFTER_CHANGE = ['/things', '/user/me'];
const thing = z.object({ id: z.number() });
export const thingsContract = {
  change: endpoint({
    method: 'POST',
    path: '/things/change/{id}',
    summary: 'Changes a thing',
    access: 'user',
    rate: 'write',
    params: thing,
    response: thing,
    invalidates: STALE_AFTER_CHANGE,
  }),
};
`;

function webBuildOf(code: string): string {
  return transformSync(code, {
    filename: path.join(__dirname, '../shared/api/things.contract.ts'),
    caller: { name: 'test', target: 'web' } as never,
    configFile: path.join(__dirname, '../babel.config.cjs'),
    envName: 'production',
  })!.code!;
}

describe('babel-strip-contract-schemas (web build)', () => {
  const out = webBuildOf(source);

  it('keeps the method, the path and the reads a call makes stale', () => {
    expect(out).toContain("method: 'POST'");
    expect(out).toContain("path: '/things/change/{id}'");
    expect(out).toMatch(/invalidates: STALE_AFTER_CHANGE/);
    expect(out).toContain("['/things', '/user/me']");
  });

  it('drops the schemas, the summary and the access rules, and the imports left unused', () => {
    for (const gone of ['zod', 'z.object', 'summary', 'access', 'response']) expect(out).not.toContain(gone);
  });
});
