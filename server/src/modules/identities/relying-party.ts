import * as client from 'openid-client';
import type { OidcProviderConfig } from '../../oidc-providers-config.js';

/** What the portal asks every provider for: who the person is, their name and e-mail address. */
const SCOPE = 'openid email profile';

/** The checked claims of a provider's ID token that the portal uses. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  fullName: string | null;
}

/** The provider could not be reached or answered discovery wrongly: nobody's fault but its own. */
export class ProviderUnavailableError extends Error {}

/** The provider's answer was refused: a replayed or altered callback, a token for someone else. */
export class CallbackRefusedError extends Error {}

/**
 * The relying-party side of one provider, through openid-client: discovery (once per process,
 * retried after a failure), authorization code with PKCE, `state` and `nonce`, and the ID token's
 * signature (enableNonRepudiationChecks: checked against the provider's JWKS even though it came
 * straight from the token endpoint), issuer, audience and expiry.
 */
export function createRelyingParty(provider: OidcProviderConfig, redirectUri: string) {
  let discovered: Promise<client.Configuration> | null = null;
  const secure = new URL(provider.issuer).protocol === 'https:';

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        new URL(provider.issuer),
        provider.clientId,
        undefined,
        client.ClientSecretBasic(provider.clientSecret),
        {
          // http:// is allowed only for a loopback issuer (config), i.e. a test provider.
          execute: secure
            ? [client.enableNonRepudiationChecks]
            : [client.enableNonRepudiationChecks, client.allowInsecureRequests],
          timeout: 10,
        },
      )
      .catch((error: unknown) => {
        discovered = null;
        throw new ProviderUnavailableError(`discovery of ${provider.issuer} failed`, { cause: error });
      });
    return discovered;
  }

  return {
    provider,
    redirectUri,

    async authorizationUrl(checks: { state: string; nonce: string; codeVerifier: string }): Promise<string> {
      const config = await configuration();
      return client
        .buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          response_type: 'code',
          scope: SCOPE,
          state: checks.state,
          nonce: checks.nonce,
          code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
          code_challenge_method: 'S256',
        })
        .toString();
    },

    /** `query` is the callback's query string as received; refused answers throw CallbackRefusedError. */
    async identityFrom(
      query: string,
      checks: { state: string; nonce: string; codeVerifier: string },
    ): Promise<ProviderIdentity> {
      const config = await configuration();
      const currentUrl = new URL(redirectUri);
      currentUrl.search = query;
      let claims: client.IDToken | undefined;
      try {
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        if (error instanceof TypeError && 'cause' in error && isNetworkFailure(error)) {
          throw new ProviderUnavailableError('token request failed', { cause: error });
        }
        throw new CallbackRefusedError('the provider answer was refused', { cause: error });
      }
      if (!claims) throw new CallbackRefusedError('no ID token');
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
        // Only a real `true` counts: a string "true" or a missing claim is not an assertion.
        emailVerified: claims.email_verified === true,
        fullName: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : null,
      };
    },
  };
}

function isNetworkFailure(error: TypeError): boolean {
  return error.message === 'fetch failed';
}

export type RelyingParty = ReturnType<typeof createRelyingParty>;
