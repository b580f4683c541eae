/** The part of oidc-provider (devDependency: the local OpenID provider of the tests) that server/test/oidc-fixture.ts uses. */
declare module 'oidc-provider' {
  import type http from 'node:http';

  export interface Interaction {
    uid: string;
    params: Record<string, unknown>;
    prompt: { name: string; reasons?: string[] };
    session?: { accountId?: string };
  }

  class Grant {
    constructor(init: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    callback(): (req: http.IncomingMessage, res: http.ServerResponse) => void;
    interactionDetails(req: http.IncomingMessage, res: http.ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: http.IncomingMessage,
      res: http.ServerResponse,
      result: Record<string, unknown>,
      opts?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    readonly Grant: typeof Grant;
  }
}
