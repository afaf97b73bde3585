import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { SignInSchema } from '@/domain';
import { passwordChangeSchema } from '@/domain/password-schema';
import type { Db } from '../db/database';
import { createAdminRepository, type AdminRow } from '../db/admins-store';
import { createSessionStore } from '../auth/sessions';
import { createPasswordWork, type ScryptParams } from '../auth/password-hash';
import type { PasswordLane, PasswordQueueOptions } from '../auth/password-queue';
import { leakedPasswords } from '../auth/leaked-passwords';
import {
  createSignInThrottle,
  DEFAULT_THROTTLE,
  type Reservation,
  type SignInAttempt,
  type ThrottleOptions,
} from '../auth/throttle';
import { createDeviceCookies, DEVICE_COOKIE_MAX_AGE_S, loadDeviceKey } from '../auth/device-cookies';
import { HttpError } from '../http/http-errors';
import type { ApiServer } from '../http/route-schemas';

export type SessionRoutesOptions = {
  db: Db;
  /** The session cookie's name; `__Host-` prefixed over https. */
  sessionCookie: string;
  secure: boolean;
  /** Holds the key that signs device cookies. */
  dataDir: string;
  throttle?: ThrottleOptions;
  /** The scrypt cost of a password the admin chooses, and of the decoy (see AppOptions.passwordCost). */
  passwordCost?: ScryptParams;
  /** How many password hashes run and wait at once (see AppOptions.passwordQueue). */
  passwordQueue?: PasswordQueueOptions;
};

/** Signing in and out, and who is signed in. */
export async function sessionRoutes(app: ApiServer, options: SessionRoutesOptions): Promise<void> {
  const { sessionCookie, secure } = options;
  const admins = createAdminRepository(options.db);
  const sessions = createSessionStore(options.db);
  const throttle = createSignInThrottle(options.throttle ?? DEFAULT_THROTTLE);
  const passwords = createPasswordWork(options.passwordCost, options.passwordQueue);
  const devices = createDeviceCookies(loadDeviceKey(options.dataDir));
  const deviceCookie = secure ? '__Host-device' : 'device';

  app.get('/api/session', { config: { access: 'public' } }, async (request) => ({ user: request.admin }));

  const signIn = { config: { access: 'public', what: { body: 'sign-in' } }, schema: { body: SignInSchema } } as const;
  app.post('/api/session', signIn, async (request, reply) => {
    const input = request.body;
    const attempt = {
      address: request.ip,
      email: input.email,
      device: devices.verify(request.cookies[deviceCookie], input.email),
    };
    // The attempt is counted before its password is checked, and settled after: see auth/throttle.ts.
    const reservation = reserve(attempt, reply);
    let admin: AdminRow | null;
    try {
      admin = admins.findByEmail(input.email);
      // An unknown email is checked against the decoy: the same queue, cost and answer as a wrong password. A
      // browser with the account's device cookie waits in the known lane, ahead of strangers.
      const lane = attempt.device ? 'known' : 'other';
      const checked = await passwords.check(input.password, admin?.password_hash ?? null, lane);
      if (!checked.ok) throw busy(checked.retryAfter, reply);
      if (!admin || !checked.value.valid) {
        reservation.fail();
        request.audit('sign-in.failure', { actor: input.email });
        throw new HttpError(401, 'invalidCredentials', 'Invalid email or password');
      }
      reservation.succeed();
      if (checked.value.otherCost) await rehash(admin, input.password, lane);
    } finally {
      reservation.release();
    }
    request.audit('sign-in.success', { actor: admin.email });
    // A fresh token at every sign-in: a cookie planted before sign-in is worth nothing after it.
    sessions.destroy(request.cookies[sessionCookie]);
    const token = sessions.create(admin.id);
    reply.setCookie(sessionCookie, token, { path: '/', httpOnly: true, sameSite: 'strict', secure });
    // This browser is now known to the account: strangers' failures will not lock it out (auth/throttle.ts).
    reply.setCookie(deviceCookie, devices.issue(admin.email), {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure,
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
    return { user: { email: admin.email } };
  });

  /**
   * The signed-in admin changes their password. The current one is checked under the sign-in throttle (a
   * stolen session must not become a way to guess it); every other session of the account ends, this one stays.
   */
  const passwordChange = {
    config: { access: 'admin', what: { body: 'password change' } },
    // The list of leaked passwords is read at the first change, not as the server starts.
    schema: { body: z.lazy(() => passwordChangeSchema(leakedPasswords())) },
  } as const;
  app.put('/api/session/password', passwordChange, async (request, reply) => {
    const input = request.body;
    const admin = request.admin && admins.findByEmail(request.admin.email);
    if (!admin) throw new HttpError(401, 'unauthorised', 'Please sign in as the admin');
    const attempt = {
      address: request.ip,
      email: admin.email,
      device: devices.verify(request.cookies[deviceCookie], admin.email),
    };
    const reservation = reserve(attempt, reply);
    try {
      // A signed-in admin: the known lane.
      const checked = await passwords.check(input.currentPassword, admin.password_hash, 'known');
      if (!checked.ok) throw busy(checked.retryAfter, reply);
      if (!checked.value.valid) {
        reservation.fail();
        throw new HttpError(400, 'invalid', 'Invalid password change: currentPassword: wrongCurrent', {
          fields: { currentPassword: 'wrongCurrent' },
        });
      }
      reservation.succeed();
    } finally {
      reservation.release();
    }
    const hashed = await passwords.hash(input.newPassword, 'known');
    if (!hashed.ok) throw busy(hashed.retryAfter, reply);
    admins.setChosenPassword(admin.id, hashed.value);
    const ended = sessions.destroyOthers(admin.id, request.cookies[sessionCookie]);
    request.audit('password.change', { detail: { otherSessionsEnded: String(ended) } });
    return reply.code(204).send();
  });

  app.delete('/api/session', { config: { access: 'public' } }, async (request, reply) => {
    if (request.admin) request.audit('sign-out');
    sessions.destroy(request.cookies[sessionCookie]);
    reply.clearCookie(sessionCookie, { path: '/', httpOnly: true, sameSite: 'strict', secure });
    return reply.code(204).send();
  });

  /** The throttle's place for this attempt, or 429 with the wait. */
  function reserve(attempt: SignInAttempt, reply: FastifyReply): Reservation {
    const reserved = throttle.reserve(attempt);
    if ('reservation' in reserved) return reserved.reservation;
    reply.header('Retry-After', String(reserved.retryAfter));
    throw new HttpError(429, 'throttled', tooManyAttemptsMessage(reserved.retryAfter), {
      params: { retryAfter: reserved.retryAfter },
    });
  }

  /**
   * A password stored at another cost, just typed right: hashed again at the site's. Left for the next sign-in
   * when the queue is full, and never stored over a password changed in the meantime.
   */
  async function rehash(admin: AdminRow, password: string, lane: PasswordLane): Promise<void> {
    const hashed = await passwords.hash(password, lane);
    if (hashed.ok) admins.rehash(admin.id, admin.password_hash, hashed.value);
  }
}

/** 429 at once: as many password checks as the server runs and queues are already under way (auth/password-queue.ts). */
function busy(seconds: number, reply: FastifyReply): HttpError {
  reply.header('Retry-After', String(seconds));
  return new HttpError(429, 'busy', `The server is busy checking passwords: try again in ${seconds} s`, {
    params: { retryAfter: seconds },
  });
}

function tooManyAttemptsMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
