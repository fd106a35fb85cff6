// Calls the app as a signed-in user: `app.inject` with that user's session cookie, so a test reads as
// what the user does (`injectAs(t.app, worker).get('/api/documents')`) instead of repeating headers.
// No Origin header is added: the CSRF check (app.ts) only refuses a state-changing call whose Origin
// names another host, and app.inject, like a same-site fetch without one, sends none. Tests of that check
// send their own Origin.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '@/domain/shared';
import { buildUser, type TestUser } from './factories';

/** Anything app.inject accepts as a body (an object is sent as JSON). */
type Payload = InjectOptions['payload'];
/** The rest of app.inject's options (extra headers, query…); the session cookie always wins. */
type Options = Omit<InjectOptions, 'method' | 'url' | 'payload'>;

export interface UserInject {
  /** app.inject with the user's cookie (for a method decided at run time). */
  (opts: InjectOptions): Promise<LightMyRequestResponse>;
  get: (url: string, opts?: Options) => Promise<LightMyRequestResponse>;
  delete: (url: string, opts?: Options) => Promise<LightMyRequestResponse>;
  post: (url: string, payload?: Payload, opts?: Options) => Promise<LightMyRequestResponse>;
  put: (url: string, payload?: Payload, opts?: Options) => Promise<LightMyRequestResponse>;
  patch: (url: string, payload?: Payload, opts?: Options) => Promise<LightMyRequestResponse>;
}

/**
 * Requests to `app` as `user`: a TestUser, or a session's cookie header itself (from createSession, or
 * sessionCookie of a login response).
 */
export function injectAs(app: FastifyInstance, user: Pick<TestUser, 'cookie'> | string): UserInject {
  const cookie = typeof user === 'string' ? user : user.cookie;
  const call = (opts: InjectOptions) => app.inject({ ...opts, headers: { ...opts.headers, cookie } });
  const withBody =
    (method: 'POST' | 'PUT' | 'PATCH') =>
    (url: string, payload?: Payload, opts: Options = {}) =>
      call({ ...opts, method, url, ...(payload === undefined ? {} : { payload }) });
  return Object.assign(call, {
    get: (url: string, opts: Options = {}) => call({ ...opts, method: 'GET', url }),
    delete: (url: string, opts: Options = {}) => call({ ...opts, method: 'DELETE', url }),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
  });
}

/** A new signed-in user of `role` (buildUser's overrides) and requests as that user. */
export async function loginAs(app: FastifyInstance, role: Role, overrides: Parameters<typeof buildUser>[2] = {}) {
  const user = await buildUser(app, role, overrides);
  return { user, inject: injectAs(app, user) };
}

/** The worker applies to `job` through POST /api/worker-job-apply (status New, no auto-offer consent). */
export const applyAs = (app: FastifyInstance, worker: Pick<TestUser, 'cookie'>, job: ApplyTarget) =>
  injectAs(app, worker).post('/api/worker-job-apply', {
    status: 'New',
    job_id: job.id,
    recruiter_id: job.recruiterId,
    organization_id: job.organizationId,
    gw_job_id: job.gwJobId,
    auto_offer_consent: false,
  });

/** The job fields an application names. */
interface ApplyTarget {
  id: string;
  recruiterId: string | null;
  organizationId: string;
  gwJobId: string;
}
