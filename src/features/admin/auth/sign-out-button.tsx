import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/domain/paths';
import { getBackend } from '@/data';
import { useErrorText } from '@/components/ui/error-message';
import { clearNotices, notify } from '@/components/ui/notices';
import { buttonStyles } from '@/components/ui/styles';

/** Ends the admin session and goes to the sign-in page. */
export function SignOutButton() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const describe = useErrorText();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      const backend = await getBackend();
      await backend.auth.signOut();
      clearNotices();
      await navigate(paths.admin.login, { replace: true });
    } catch (error) {
      notify('error', t('shell.signOutFailed', { error: describe(error) }));
      setBusy(false);
    }
  }

  return (
    <button type="button" onClick={() => void signOut()} disabled={busy} className={buttonStyles.secondary}>
      {busy ? t('shell.signingOut') : t('shell.signOut')}
    </button>
  );
}
