import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs } from 'react-router';
import { BackendError, type Backend } from '@/data';
import type { FormReply } from '@/components/admin/admin-form';

const backend = {
  auth: { changePassword: vi.fn() },
  products: { remove: vi.fn() },
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
