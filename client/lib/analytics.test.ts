import { recordedPath } from './analytics';

describe('recordedPath', () => {
  it('when a page path carries a reset token or an e-mail address, then only its pattern is recorded', () => {
    expect(recordedPath('/en-HK/resetpass/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg')).toBe('/en-HK/resetpass/:hash');
    expect(recordedPath('/resetpass/email/mei%40example.com')).toBe('/resetpass/email/:email');
    expect(recordedPath('/resetpass/email')).toBe('/resetpass/email');
    expect(recordedPath('/resetpass')).toBe('/resetpass');
    expect(recordedPath('/category/plumbing')).toBe('/category/plumbing');
    expect(recordedPath('/en-HK/activate/42/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg')).toBe('/en-HK/activate/:userId/:hash');
    expect(recordedPath('/login/once/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg')).toBe('/login/once/:hash');
    expect(recordedPath('/login')).toBe('/login');
  });
});
