import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '#shared/roles';
import type { Database } from '#server/db/client';
import { createCreator, createRole, type Creator } from '#server/seed/factories';
import { nextClientAddress, signInAs } from './sign-in';

// The API tests' way in: a client is someone sending requests (a visitor, a member, a staff
// member) from an address of their own, so per-client rate limits never leak from one client to
// another. See docs/how-to/api-test.md.

export type ApiResponse = LightMyRequestResponse;
export type ApiPayload = NonNullable<InjectOptions['payload']>;
export type ApiHeaders = Record<string, string>;
export type ApiRequest = {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  payload?: ApiPayload;
  headers?: ApiHeaders;
};

export interface ApiClient {
  /** The client address every request of this client comes from. */
  readonly address: string;
  /** The Cookie header sent with every request: the session's, or '' for a visitor. */
  readonly cookie: string;
  /** Any request; a `cookie` header given here replaces the client's own. */
  request(request: ApiRequest): Promise<ApiResponse>;
  get(url: string, headers?: ApiHeaders): Promise<ApiResponse>;
  post(url: string, payload?: ApiPayload, headers?: ApiHeaders): Promise<ApiResponse>;
  put(url: string, payload?: ApiPayload, headers?: ApiHeaders): Promise<ApiResponse>;
  patch(url: string, payload?: ApiPayload, headers?: ApiHeaders): Promise<ApiResponse>;
  delete(url: string, payload?: ApiPayload, headers?: ApiHeaders): Promise<ApiResponse>;
}

export type TestUser = { id: string; email: string };

/** A client signed in as `user`. */
export interface MemberClient extends ApiClient {
  readonly user: TestUser;
}

/** Someone to sign in as: a user row, or what createCreator answers. */
export type Member = TestUser | { user: TestUser };

export type ClientOptions = {
  /** The client address, for a test about addresses; by default one no other client has. */
  address?: string;
};

export type SignInOptions = ClientOptions & {
  /** Sign in with this password rather than the factories' own. */
  password?: string;
  /**
   * Sign in again for a session of this client's own, rather than share the user's first one: for
   * a test of sessions, or one that ends the session (sign-out, password change).
   */
  newSession?: boolean;
};

type CreatorOverrides = NonNullable<Parameters<typeof createCreator>[1]>;

/** A client signed in as a new creator who holds the staff roles. */
export type StaffClient = MemberClient & Creator;

function apiClient(app: FastifyInstance, cookie = '', options: ClientOptions = {}): ApiClient {
  const address = options.address ?? nextClientAddress();
  const request = ({ method, url, payload, headers = {} }: ApiRequest) =>
    app.inject({
      method,
      url,
      payload,
      headers: cookie ? { cookie, ...headers } : headers,
      remoteAddress: address,
    });
  const send = (method: ApiRequest['method']) => (url: string, payload?: ApiPayload, headers?: ApiHeaders) =>
    request({ method, url, payload, headers });
  return {
    address,
    cookie,
    request,
    get: (url, headers) => request({ method: 'GET', url, headers }),
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
    delete: send('DELETE'),
  };
}

/** The test app's client makers: `visitor()`, `as(user)` and `asStaff(role)`. */
export function testClients(app: FastifyInstance, db: Database) {
  // One session per user, signed in on first use: most tests only need someone signed in.
  const sessions = new Map<string, Promise<string>>();

  const visitor = (options: ClientOptions = {}) => apiClient(app, '', options);

  async function as(member: Member, options: SignInOptions = {}): Promise<MemberClient> {
    const user = 'user' in member ? member.user : member;
    let cookie = options.newSession ? undefined : sessions.get(user.id);
    if (!cookie) {
      cookie = signInAs(app, user.email, options.password);
      if (!options.newSession) {
        sessions.set(user.id, cookie);
        // A failed sign-in is not kept: the next try signs in again.
        cookie.catch(() => sessions.delete(user.id));
      }
    }
    return { ...apiClient(app, await cookie, options), user: { id: user.id, email: user.email } };
  }

  async function asStaff(
    roles: Role | readonly Role[],
    overrides: CreatorOverrides = {},
  ): Promise<StaffClient> {
    const creator = await createCreator(db, overrides);
    for (const role of [roles].flat()) await createRole(db, creator.user.id, role);
    return { ...(await as(creator)), ...creator };
  }

  return { visitor, as, asStaff };
}
