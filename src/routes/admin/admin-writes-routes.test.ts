import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs } from 'react-router';
import { BackendError, type Backend } from '@/data';
import type { FormReply } from '@/components/admin/admin-form';

const backend = {
  auth: { changePassword: vi.fn(), signIn: vi.fn(), signOut: vi.fn(), sendPasswordReset: vi.fn() },
  products: { remove: vi.fn() },
  demoData: { remove: vi.fn() },
  repairs: { markReminderSent: vi.fn() },
};

vi.mock('@/data', async (original) => ({
  ...(await original<object>()),
  getBackend: () => Promise.resolve(backend as unknown as Backend),
}));

// The app starts i18next before any admin route module loads (src/main.tsx).
await i18next.init({ lng: 'en', resources: {} });
const password = await import('./password-route');
const portal = await import('./portal-route');
const reminders = await import('./repair-reminders-route');
const login = await import('./login-route');
const frame = await import('./admin-layout-route');

/** A route's action as its form sends it: the form's entries, posted to `url`. */
async function send(
  action: (args: ActionFunctionArgs) => unknown,
  url: string,
  entries: Record<string, string>,
): Promise<FormReply | Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(entries)) body.append(name, value);
  const request = new Request(`http://localhost${url}`, { method: 'POST', body });
  return (await action({ request, params: {}, context: {} } as ActionFunctionArgs)) as FormReply | Response;
}

const NEW = 'Bengkel Kimpalan Menglembu 1987';

beforeEach(() => vi.resetAllMocks());

describe('the password change action', () => {
  it('refuses by the rules of the server, at each field, and writes nothing', async () => {
    const reply = (await send(password.action, '/admin-portal/password', {
      currentPassword: 'x'.repeat(1025),
      newPassword: 'QwertyQwerty',
      confirmPassword: 'Qwerty',
    })) as FormReply;
    expect(reply.error).toEqual({
      currentPassword: ['wrongCurrent'],
      newPassword: ['leaked'],
      confirmPassword: ['mismatch'],
    });
    expect(backend.auth.changePassword).not.toHaveBeenCalled();
  });

  it('says a wrong current password at its field, and goes to the portal once it is changed', async () => {
    backend.auth.changePassword.mockRejectedValueOnce(
      new BackendError('invalid', 400, { fields: { currentPassword: 'wrongCurrent' } }),
    );
    const change = { currentPassword: 'old one', newPassword: NEW, confirmPassword: NEW };
    const wrong = (await send(password.action, '/admin-portal/password', change)) as FormReply;
    expect(wrong.error).toEqual({ currentPassword: ['wrongCurrent'] });

    const changed = (await send(password.action, '/admin-portal/password', change)) as Response;
    expect(changed.headers.get('Location')).toBe('/admin-portal');
    expect(backend.auth.changePassword).toHaveBeenLastCalledWith(change);
  });
});

describe("the portal's product delete", () => {
  it('deletes the product of the form', async () => {
    const reply = (await send(portal.action, '/admin-portal?index', { intent: 'delete', id: 'p1' })) as FormReply;
    expect(reply).toMatchObject({ status: 'success', form: 'delete', saved: true });
    expect(backend.products.remove).toHaveBeenCalledWith('p1');
  });

  it('sends an admin whose session ended to sign in and back to the portal, as its address is', async () => {
    backend.products.remove.mockRejectedValueOnce(new BackendError('unauthorised', 401));
    const reply = (await send(portal.action, '/admin-portal?q=mig&index', { intent: 'delete', id: 'p1' })) as Response;
    expect(reply.headers.get('Location')).toBe(`/admin?next=${encodeURIComponent('/admin-portal?q=mig')}`);
  });
});

describe("the reminders' sent mark", () => {
  it("marks the job's reminder of that day, and refuses a day that is none", async () => {
    expect(await send(reminders.action, '/admin-portal/repairs/remind', { id: 'r1', day: '7' })).toMatchObject({
      status: 'success',
    });
    expect(backend.repairs.markReminderSent).toHaveBeenCalledWith('r1', 7);

    const refused = (await send(reminders.action, '/admin-portal/repairs/remind', { id: 'r1', day: '5' })) as FormReply;
    expect(refused.error).toEqual({ day: ['invalid'] });
    expect(backend.repairs.markReminderSent).toHaveBeenCalledTimes(1);
  });
});

describe('the sign-in', () => {
  const OWNER = { intent: 'signIn', email: ' owner@shop.my ', password: 'secret' };

  it("refuses by the server's rules at each field, and tries nothing", async () => {
    /** Each field's first code: the one its text says. */
    const refused = async (email: string, password: string) => {
      const { error } = (await send(login.action, '/admin', { intent: 'signIn', email, password })) as FormReply;
      return Object.fromEntries(Object.entries(error ?? {}).map(([field, codes]) => [field, codes?.[0]]));
    };
    expect(await refused('', '')).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
    // An email of spaces is missing, not malformed.
    expect(await refused('   ', 'x')).toEqual({ email: 'emailRequired' });
    for (const email of ['owner', 'owner@shop', 'owner @shop.my', '@shop.my'])
      expect(await refused(email, 'x')).toEqual({ email: 'emailInvalid' });
    expect(backend.auth.signIn).not.toHaveBeenCalled();
  });

  it("says a refusal (a 401: no session ended) as the form's error, and a sign-in not tried as a failure", async () => {
    backend.auth.signIn.mockResolvedValueOnce({ ok: false, error: new BackendError('invalidCredentials', 401) });
    const wrong = (await send(login.action, '/admin?next=%2Fadmin-portal%2Forders', OWNER)) as FormReply;
    expect(wrong.error).toEqual({ '': ['Invalid email or password'] });

    backend.auth.signIn.mockResolvedValueOnce({
      ok: false,
      error: new BackendError('throttled', 429, { params: { retryAfter: 840 } }),
    });
    const throttled = (await send(login.action, '/admin', OWNER)) as FormReply;
    expect(throttled.error?.['']).toEqual(['Too many sign-in attempts. Please wait 14 minutes and try again.']);

    backend.auth.signIn.mockRejectedValueOnce(new BackendError('network', 0));
    const unreached = (await send(login.action, '/admin', OWNER)) as FormReply;
    expect(unreached.error).toEqual({ '': ['Login failed. Please try again.'] });
  });

  it('signs in with the trimmed address and goes to the admin screen of `next`, never elsewhere', async () => {
    backend.auth.signIn.mockResolvedValue({ ok: true, user: { email: 'owner@shop.my' } });
    const back = (await send(
      login.action,
      '/admin?next=%2Fadmin-portal%2Forders%3Fstatus%3Dshipped',
      OWNER,
    )) as Response;
    expect(back.headers.get('Location')).toBe('/admin-portal/orders?status=shipped');
    expect(backend.auth.signIn).toHaveBeenCalledWith('owner@shop.my', 'secret');
    const away = (await send(login.action, '/admin?next=https%3A%2F%2Fevil.example%2Fadmin-portal', OWNER)) as Response;
    expect(away.headers.get('Location')).toBe('/admin-portal');
  });
});

describe('the reset link', () => {
  it('sends the link to the trimmed address, and refuses one that is none without sending', async () => {
    const sent = (await send(login.action, '/admin', { intent: 'reset', email: ' owner@shop.my ' })) as FormReply;
    expect(sent).toMatchObject({ form: 'reset', saved: true });
    expect(backend.auth.sendPasswordReset).toHaveBeenCalledWith('owner@shop.my');

    const refused = (await send(login.action, '/admin', { intent: 'reset', email: 'owner' })) as FormReply;
    expect(refused.error).toEqual({ email: ['emailInvalid'] });
    expect(backend.auth.sendPasswordReset).toHaveBeenCalledTimes(1);
  });
});

describe('the sign-out', () => {
  it('ends the session and goes to the sign-in page', async () => {
    const out = (await send(frame.action, '/admin-portal?status=shipped', {})) as Response;
    expect(out.headers.get('Location')).toBe('/admin');
    expect(backend.auth.signOut).toHaveBeenCalledTimes(1);
  });
});

describe("the demo data's removal", () => {
  it('removes the demo data, not a product', async () => {
    backend.demoData.remove.mockResolvedValueOnce({ products: 35, orders: 18 });
    const reply = (await send(portal.action, '/admin-portal?index', { intent: 'removeDemo' })) as FormReply;
    expect(reply).toMatchObject({ status: 'success', form: 'removeDemo', saved: true });
    expect(backend.demoData.remove).toHaveBeenCalledTimes(1);
    expect(backend.products.remove).not.toHaveBeenCalled();
  });
});
