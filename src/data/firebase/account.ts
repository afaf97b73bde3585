import { loadLeakedPasswords } from '@/domain/load-leaked-passwords';
import type { AuditEntry } from '@/domain';
import type { Backend } from '../backend';
import { guard, inputChecks, loadFailure, signedOut, type HostedContext } from './hosted-context';
import { planAuditList } from './queries';
import { toAuditEntry } from './audit-records';

/** The admin's account (Firebase Auth), the audit log and the visitors' measurements, read by the admin. */
export function hostedAccount(ctx: HostedContext): Pick<Backend, 'auth' | 'audit' | 'insights'> {
  return {
    audit: {
      list: (auditQuery = {}) =>
        guard(async () => {
          const plan = planAuditList((await inputChecks()).checkAuditQuery(auditQuery));
          await ctx.adminSession();
          const page = await ctx.readPage(plan, toAuditEntry);
          return { ...page, items: page.items.filter((entry): entry is AuditEntry => entry !== null) };
        }),
    },
    insights: {
      summary: (days) =>
        guard(async () => {
          await ctx.adminSession();
          const { summariseInsightEvents } = await import('./insights-read');
          return summariseInsightEvents(ctx.db, days);
        }),
    },
    auth: {
      async signIn(email, password) {
        // Anything thrown here reaches the screen, which shows 'Login failed. Please try again.'.
        const input = (await inputChecks()).checkSignIn(email, password);
        if (!input.ok) return { ok: false, error: input.error };
        const session = await ctx.adminSession();
        const result = await session.signIn(input.email, input.password);
        // Only an admin may write the log; a signed-in account without the claim writes nothing.
        if (result.ok) await ctx.record('sign-in.success');
        return result;
      },
      signOut: () =>
        guard(async () => {
          await ctx.record('sign-out');
          await (await ctx.adminSession()).signOut();
        }),
      currentUser: () => guard(async () => (await ctx.adminSession()).currentUser()),
      async changePassword(change) {
        // The site's rules first (Firebase Auth knows no list of leaked passwords), then Firebase Auth's.
        const [checks, leaked] = await Promise.all([
          inputChecks(),
          loadLeakedPasswords().catch((error: unknown) => {
            throw loadFailure(error);
          }),
        ]);
        const input = checks.checkPasswordChange(change, leaked);
        const session = await ctx.adminSession();
        if (!(await session.stillAdmin())) throw signedOut();
        await session.changePassword(input.currentPassword, input.newPassword);
        await ctx.record('password.change');
      },
      async sendPasswordReset(email) {
        const address = (await inputChecks()).checkResetEmail(email);
        await (await ctx.adminSession()).sendPasswordReset(address);
      },
    },
  };
}
