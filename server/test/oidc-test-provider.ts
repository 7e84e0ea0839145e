import { Events, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll } from 'vitest';

/** The claims the test provider puts in its next ID tokens; `sub` is who signs in. */
export interface TestClaims {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
}

/**
 * A real OpenID provider on a loopback port for one test file (oauth2-mock-server): real
 * discovery, a real JWKS and RS256-signed ID tokens carrying the nonce of the authorization
 * request. `signInAs` chooses the claims of the next tokens; `tamperOnce` rewrites the next ID
 * token's payload before it is signed (another audience, issuer, nonce, an expired token).
 */
export function useTestProvider(id = 'testid', name = 'TestID') {
  const server = new OAuth2Server();
  let claims: TestClaims = { sub: 'nobody' };
  let tamper: ((payload: Record<string, unknown>) => void) | null = null;
  const provider = {
    id,
    name,
    // Letters only: the mock takes the Basic credentials' name without the form-decoding openid-client encodes it with.
    clientId: 'portalclient',
    get issuer() {
      return server.issuer.url ?? '';
    },
    /** OIDC_PROVIDERS with this provider, and under `moreIds` the same provider again, as JSON. */
    setting(moreIds: string[] = []) {
      return JSON.stringify(
        [id, ...moreIds].map((entryId) => ({
          id: entryId,
          name: entryId === id ? name : entryId,
          issuer: provider.issuer,
          clientId: provider.clientId,
          clientSecret: 'portal-secret',
        })),
      );
    },
    signInAs(next: TestClaims) {
      claims = next;
    },
    tamperOnce(change: (payload: Record<string, unknown>) => void) {
      tamper = change;
    },
  };
  beforeAll(async () => {
    await server.issuer.keys.generate('RS256');
    await server.start(0, '127.0.0.1');
    server.service.on(Events.BeforeTokenSigning, (token) => {
      Object.assign(token.payload, claims);
      // The ID token is the one with the authorization request's nonce (the access token has none).
      if (tamper && 'nonce' in token.payload) {
        tamper(token.payload);
        tamper = null;
      }
    });
  });
  afterAll(async () => {
    await server.stop();
  });
  return provider;
}
