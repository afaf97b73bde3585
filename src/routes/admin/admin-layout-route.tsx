import { useTranslation } from 'react-i18next';
import {
  Link,
  NavLink,
  Outlet,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { paths } from '@/domain/paths';
import { buttonStyles } from '@/components/ui/styles';
import { requireAdmin } from '@/features/admin/auth/session';
import { SignOutButton } from '@/features/admin/auth/sign-out-button';
import { NothingSent } from '@/components/admin/admin-form';
import { Notices } from '@/components/ui/notices';
import { AdminLanguage, AdminLanguageSwitch } from '@/components/admin/admin-language-switch';
import { adminTranslations, registerAdminTranslations } from './admin-i18n';
import { saveForm } from './form-action';

registerAdminTranslations();

/** Guards every /admin-portal screen: signed out, the admin is sent to sign in and brought back. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  return { user };
}

/** Sign-out, from the frame's bar on any screen: then the sign-in page; a failure is said where the admin is. */
export function action(args: ActionFunctionArgs) {
  return saveForm(args, {
    fetcher: true,
    schema: NothingSent,
    write: (backend) => backend.auth.signOut(),
    saved: () => ({ to: paths.admin.login, replace: true }),
    failed: (t, error) => t('shell.signOutFailed', { error }),
  });
}

/** A new query (say, another status filter) is the same screen: no need to ask about the session again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * The frame of the admin screens, in the admin's own language: who is signed in, the language switch, the password
 * change, sign-out, and the admin's alerts.
 */
export function Component() {
  return (
    <AdminLanguage i18n={adminTranslations}>
      <AdminFrame />
    </AdminLanguage>
  );
}

function AdminFrame() {
  const { t } = useTranslation('admin');
  const { user } = useLoaderData<typeof loader>();

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6">
      {/* The admin's bar and alerts stay off paper: a printed repair slip is the slip alone. */}
      <div
        role="region"
        aria-label={t('shell.label')}
        data-print-hide=""
        className="flex flex-wrap items-center justify-end gap-3 border-b border-gray-200 py-3"
      >
        <p className="text-sm wrap-anywhere text-gray-600">{t('shell.signedInAs', { email: user.email })}</p>
        <AdminLanguageSwitch />
        <NavLink
          to={paths.admin.repairs.list}
          className={({ isActive }) =>
            isActive ? `${buttonStyles.secondary} ring-2 ring-brand-600` : buttonStyles.secondary
          }
        >
          {t('shell.repairs')}
        </NavLink>
        <Link to={paths.admin.password} className={buttonStyles.secondary}>
          {t('shell.changePassword')}
        </Link>
        <SignOutButton />
      </div>
      {/* No box of its own: the alerts stay sticky within the whole screen, not within this wrapper. */}
      <div data-print-hide="" className="contents">
        <Notices />
      </div>
      <Outlet />
    </div>
  );
}
