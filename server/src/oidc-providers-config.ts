import { isIP } from 'node:net';
import { z } from 'zod';

/** One outside OpenID provider members may sign in with (issue 31), as OIDC_PROVIDERS lists it. */
export interface OidcProviderConfig {
  /** The provider's part of the portal's paths: /api/v1/auth/oidc/{id}/start. */
  id: string;
  /** Shown on the button: "Sign in with {name}". */
  name: string;
  /** Where discovery starts: `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Hosts on which an http:// issuer is accepted: only this machine (a test provider), never a network. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1';
  return false;
}

const entrySchema = z.object(
  {
    id: z
      .string({ error: 'needs an "id"' })
      .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, { error: '"id" must be 1 to 32 lower-case letters, digits or hyphens' }),
    name: z
      .string({ error: 'needs a "name"' })
      .trim()
      .min(1, { error: '"name" must not be empty' })
      .max(40, { error: '"name" must be at most 40 characters' }),
    issuer: z.string({ error: 'needs an "issuer"' }).superRefine((value, context) => {
      if (!URL.canParse(value)) {
        context.addIssue({ code: 'custom', message: '"issuer" must be an absolute URL' });
        return;
      }
      const url = new URL(value);
      if (url.search || url.hash || url.username || url.password) {
        context.addIssue({ code: 'custom', message: '"issuer" must have no query, fragment or user name' });
      } else if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
        context.addIssue({
          code: 'custom',
          message: '"issuer" must be https:// (http:// is accepted only on a loopback address, for tests)',
        });
      } else if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        context.addIssue({ code: 'custom', message: '"issuer" must be an https:// URL' });
      }
    }),
    clientId: z.string({ error: 'needs a "clientId"' }).min(1, { error: '"clientId" must not be empty' }),
    clientSecret: z.string({ error: 'needs a "clientSecret"' }).min(1, { error: '"clientSecret" must not be empty' }),
  },
  { error: 'must be an object { "id", "name", "issuer", "clientId", "clientSecret" }' },
);

/**
 * OIDC_PROVIDERS: a JSON list of providers, none when unset. Every problem names the entry it is
 * in (its place and id), so a bad entry stops the start with a message an operator can act on.
 */
export const oidcProvidersSetting = z
  .string()
  .default('[]')
  .transform((value, context): OidcProviderConfig[] => {
    let list: unknown;
    try {
      list = JSON.parse(value);
    } catch {
      context.addIssue({
        code: 'custom',
        message: 'must be a JSON list of { "id", "name", "issuer", "clientId", "clientSecret" }',
      });
      return z.NEVER;
    }
    if (!Array.isArray(list)) {
      context.addIssue({ code: 'custom', message: 'must be a JSON list ([...]) of providers' });
      return z.NEVER;
    }
    const providers: OidcProviderConfig[] = [];
    const seen = new Set<string>();
    list.forEach((entry: unknown, index) => {
      const id =
        entry && typeof entry === 'object' && typeof (entry as { id?: unknown }).id === 'string'
          ? ` ("${(entry as { id: string }).id}")`
          : '';
      const parsed = entrySchema.safeParse(entry);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          context.addIssue({ code: 'custom', message: `entry ${index + 1}${id} ${issue.message}` });
        }
        return;
      }
      if (seen.has(parsed.data.id)) {
        context.addIssue({ code: 'custom', message: `entry ${index + 1}${id} repeats an "id" an earlier entry has` });
        return;
      }
      seen.add(parsed.data.id);
      // Kept exactly as written: the ID token's `iss` must equal it, trailing slash and all.
      providers.push(parsed.data);
    });
    return providers;
  });
