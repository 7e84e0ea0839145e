import { createHash, randomBytes } from 'node:crypto';
import {
  type AuthResult,
  endpoints,
  type MyIdentities,
  type OidcProvider,
  type OidcSignupInput,
  type OidcTicketAnswer,
  pathOf,
} from '@alumni/contract';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { AuthService } from '../auth/service.js';
import * as queries from './queries.js';
import {
  CallbackRefusedError,
  createRelyingParty,
  type ProviderIdentity,
  ProviderUnavailableError,
  type RelyingParty,
} from './relying-party.js';

/** How long a person has at the provider before the sign-in it started is forgotten. */
const SIGN_IN_TTL_MS = 10 * 60_000;
/** How long the web page has to use a ticket; a new account's completion step takes the longest. */
const TICKET_TTL_MS = 30 * 60_000;

/** Why a provider sign-in came back to the web page without a ticket; the page words each. */
export type ProviderSignInFailure = 'refused' | 'denied' | 'unavailable' | 'suspended' | 'no_email' | 'taken';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');

function unknownProvider(): AppError {
  return new AppError('NOT_FOUND', { key: 'identities.unknown_provider' });
}
function ticketExpired(): AppError {
  return new AppError('BAD_REQUEST', { key: 'identities.ticket_expired' });
}

/**
 * Signing in with outside OpenID providers (issue 31, decision 0050): the portal as relying
 * party. A sign-in goes start -> provider -> callback -> the web page's one-time ticket, which
 * signs in, starts a new account or asks for the account's password to link.
 */
export function createIdentityService(deps: {
  db: Database;
  config: Config;
  auth: Pick<AuthService, 'signupWithoutPassword' | 'signInAs' | 'login'>;
}) {
  const { db, config, auth } = deps;
  const parties = new Map<string, RelyingParty>(
    config.oidcProviders.map((provider) => [
      provider.id,
      createRelyingParty(
        provider,
        `${config.siteUrl}${pathOf(endpoints.identities.callback).replace(':provider', provider.id)}`,
      ),
    ]),
  );
  const providerOf = (id: string): OidcProvider => {
    const party = parties.get(id);
    return { id, name: party?.provider.name ?? id };
  };

  async function issueTicket(
    kind: 'signIn' | 'signUp' | 'link' | 'linked',
    provider: string,
    identity: ProviderIdentity,
    userId: string | null,
    returnTo: string | null,
  ): Promise<{ ticket: string }> {
    const ticket = randomToken();
    await queries.insertTicket(db, {
      ticketHash: sha256(ticket),
      kind,
      provider,
      subject: identity.subject,
      email: identity.email,
      emailVerified: identity.emailVerified,
      fullName: identity.fullName,
      userId,
      returnTo,
      expiresAt: new Date(Date.now() + TICKET_TTL_MS),
    });
    return { ticket };
  }

  /** Where an identity the provider vouched for leads: a sign-in, a link, or a new account. */
  async function outcomeOf(
    provider: string,
    identity: ProviderIdentity,
    signIn: { linkUserId: string | null; returnTo: string | null },
  ): Promise<{ ticket: string } | { error: ProviderSignInFailure }> {
    const linked = await queries.findIdentity(db, provider, identity.subject);
    if (signIn.linkUserId) {
      // Added from the account page by a signed-in member.
      if (linked && linked.userId !== signIn.linkUserId) return { error: 'taken' };
      if (!linked) {
        const owned = await queries.findIdentitiesOf(db, signIn.linkUserId);
        if (owned.some((identityRow) => identityRow.provider === provider)) return { error: 'taken' };
        await queries.insertIdentity(db, {
          userId: signIn.linkUserId,
          provider,
          subject: identity.subject,
          email: identity.email,
        });
      }
      return issueTicket('linked', provider, identity, signIn.linkUserId, null);
    }
    if (linked) return issueTicket('signIn', provider, identity, linked.userId, signIn.returnTo);
    if (!identity.email) return { error: 'no_email' };
    const account = await queries.findUserForLinking(db, identity.email);
    if (!account) return issueTicket('signUp', provider, identity, null, signIn.returnTo);
    if (account.suspendedAt) return { error: 'suspended' };
    // Linked by the address only when both sides vouch for it (the trap HumHub's docs warn of):
    // the provider asserts email_verified and the account confirmed the address by its link.
    if (identity.emailVerified && account.isEmailVerified) {
      await queries.insertIdentity(db, {
        userId: account.id,
        provider,
        subject: identity.subject,
        email: identity.email,
      });
      return issueTicket('signIn', provider, identity, account.id, signIn.returnTo);
    }
    return issueTicket('link', provider, identity, account.id, signIn.returnTo);
  }

  return {
    providers(): OidcProvider[] {
      return config.oidcProviders.map(({ id, name }) => ({ id, name }));
    },

    /**
     * Starts a sign-in at the provider: answers its address and the secret the browser keeps in a
     * cookie, which the callback must bring back (so a callback URL sent to someone else signs
     * nobody in). `linkUserId`: a signed-in member adding the provider to their account.
     */
    async start(
      providerId: string,
      options: { returnTo: string | null; linkUserId: string | null },
    ): Promise<{ location: string; browserSecret: string }> {
      const party = parties.get(providerId);
      if (!party) throw unknownProvider();
      await queries.deleteExpired(db);
      const checks = { state: randomToken(), nonce: randomToken(), codeVerifier: randomToken() };
      let location: string;
      try {
        location = await party.authorizationUrl(checks);
      } catch (error) {
        if (error instanceof ProviderUnavailableError) {
          throw new AppError('SERVICE_UNAVAILABLE', { key: 'identities.unavailable' }, { cause: error });
        }
        throw error;
      }
      const browserSecret = randomToken();
      await queries.insertSignIn(db, {
        stateHash: sha256(checks.state),
        provider: providerId,
        browserHash: sha256(browserSecret),
        codeVerifier: checks.codeVerifier,
        nonce: checks.nonce,
        returnTo: options.returnTo,
        linkUserId: options.linkUserId,
        expiresAt: new Date(Date.now() + SIGN_IN_TTL_MS),
      });
      return { location, browserSecret };
    },

    /**
     * The provider's answer. The pending sign-in is taken (deleted) first, so a replayed callback
     * finds nothing; it must be this provider's, in time, from the browser that started it, and
     * the library checks state, PKCE, nonce and the ID token. Any doubt: refused, nothing made.
     */
    async callback(
      providerId: string,
      received: { state?: string | undefined; error?: string | undefined; rawQuery: string },
      browserSecret: string | null,
    ): Promise<{ ticket: string } | { error: ProviderSignInFailure }> {
      const party = parties.get(providerId);
      if (!party) throw unknownProvider();
      if (!received.state || !browserSecret) return { error: 'refused' };
      const signIn = await queries.takeSignIn(db, sha256(received.state));
      if (
        !signIn ||
        signIn.provider !== providerId ||
        signIn.expiresAt.getTime() <= Date.now() ||
        signIn.browserHash !== sha256(browserSecret)
      ) {
        return { error: 'refused' };
      }
      if (received.error) return { error: 'denied' };
      let identity: ProviderIdentity;
      try {
        identity = await party.identityFrom(received.rawQuery, {
          state: received.state,
          nonce: signIn.nonce,
          codeVerifier: signIn.codeVerifier,
        });
      } catch (error) {
        if (error instanceof ProviderUnavailableError) return { error: 'unavailable' };
        if (error instanceof CallbackRefusedError) return { error: 'refused' };
        throw error;
      }
      return outcomeOf(providerId, identity, signIn);
    },

    /** What a ticket stands for; a sign-in's ticket is used up here and answers the session. */
    async useTicket(ticket: string): Promise<OidcTicketAnswer> {
      const row = await queries.findTicket(db, sha256(ticket));
      if (!row) throw ticketExpired();
      const provider = providerOf(row.provider);
      switch (row.kind) {
        case 'signUp':
          return {
            kind: 'signUp',
            provider,
            fullName: row.fullName ?? '',
            email: row.email ?? '',
            emailVerified: row.emailVerified,
            returnTo: row.returnTo,
          };
        case 'link':
          return { kind: 'link', provider, email: row.email ?? '', returnTo: row.returnTo };
        case 'linked': {
          if (!(await queries.takeTicket(db, row.ticketHash))) throw ticketExpired();
          return { kind: 'linked', provider };
        }
        case 'signIn': {
          const taken = await queries.takeTicket(db, row.ticketHash);
          if (!taken?.userId) throw ticketExpired();
          // Suspension, sessions and their ending hold as for a password sign-in.
          const result = await auth.signInAs(taken.userId);
          return { kind: 'signedIn', auth: result, returnTo: taken.returnTo };
        }
      }
    },

    /** The completion step: the new account and its link to the provider are made together, or neither. */
    async signup(input: OidcSignupInput): Promise<AuthResult> {
      const row = await queries.findTicket(db, sha256(input.ticket));
      if (row?.kind !== 'signUp' || !row.email) throw ticketExpired();
      const { ticket: _ticket, ...details } = input;
      return auth.signupWithoutPassword(
        { ...details, email: row.email },
        {
          emailConfirmed: row.emailVerified,
          linkIdentity: async (tx, userId) => {
            if (!(await queries.takeTicket(tx, row.ticketHash))) throw ticketExpired();
            if (await queries.findIdentity(tx, row.provider, row.subject)) {
              throw new AppError('CONFLICT', { key: 'identities.already_linked' });
            }
            await queries.insertIdentity(tx, {
              userId,
              provider: row.provider,
              subject: row.subject,
              email: row.email,
            });
          },
        },
      );
    },

    /**
     * Links the provider's identity to the account that has its address, once the account's
     * password is given: counted and paused as a sign-in is, and refused while suspended.
     */
    async linkWithPassword(input: { ticket: string; password: string }, ip: string): Promise<AuthResult> {
      const row = await queries.findTicket(db, sha256(input.ticket));
      if (row?.kind !== 'link' || !row.email || !row.userId) throw ticketExpired();
      const { result } = await auth.login(
        { email: row.email, password: input.password, keepLoggedIn: false },
        ip,
        null,
      );
      // The address may have moved to another account since the ticket was issued.
      if (result.user._id !== row.userId) throw ticketExpired();
      await inTransaction(db, async (tx) => {
        if (!(await queries.takeTicket(tx, row.ticketHash))) throw ticketExpired();
        if (await queries.findIdentity(tx, row.provider, row.subject)) {
          throw new AppError('CONFLICT', { key: 'identities.already_linked' });
        }
        await queries.insertIdentity(tx, {
          userId: row.userId as string,
          provider: row.provider,
          subject: row.subject,
          email: row.email,
        });
      });
      return result;
    },

    async mine(userId: string): Promise<MyIdentities> {
      const rows = await queries.findIdentitiesOf(db, userId);
      const state = await queries.findPasswordState(db, userId);
      const linked = new Set(rows.map((row) => row.provider));
      return {
        hasPassword: state?.hasPassword ?? false,
        linked: rows.map((row) => ({
          provider: providerOf(row.provider),
          email: row.email,
          linkedAt: row.createdAt.toISOString(),
        })),
        available: this.providers().filter((provider) => !linked.has(provider.id)),
      };
    },

    async remove(userId: string, providerId: string): Promise<void> {
      const rows = await queries.findIdentitiesOf(db, userId);
      if (!rows.some((row) => row.provider === providerId)) {
        throw new AppError('NOT_FOUND', { key: 'identities.not_linked' });
      }
      if (!(await queries.deleteIdentityUnlessLast(db, userId, providerId))) {
        throw new AppError('CONFLICT', { key: 'identities.last_way_to_sign_in' });
      }
    },

    /** Adding a provider to a signed-in account: one not linked yet. */
    async startAdding(userId: string, providerId: string) {
      if (!parties.has(providerId)) throw unknownProvider();
      const rows = await queries.findIdentitiesOf(db, userId);
      if (rows.some((row) => row.provider === providerId)) {
        throw new AppError('CONFLICT', { key: 'identities.already_linked' });
      }
      return this.start(providerId, { returnTo: null, linkUserId: userId });
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
