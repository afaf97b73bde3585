import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { getBackend } from '@/data';
import { SettingsForm } from '@/features/settings/settings-form';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { registerAdminTranslations } from './admin-i18n';

registerAdminTranslations();

/** /admin-portal/settings: the shop's facts as every page shows them, as they are stored now. */
export async function loader() {
  return { settings: await (await getBackend()).settings.get() };
}

export function Component() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('settings.title'));
  const { settings } = useLoaderData<typeof loader>();
  return <SettingsForm settings={settings} />;
}
