import { useLoaderData } from 'react-router';
import { getBackend } from '@/data';
import { SettingsForm } from '@/features/settings/settings-form';
import { registerAdminTranslations } from './admin-i18n';

registerAdminTranslations();

/** /admin-portal/settings: the shop's facts as every page shows them, as they are stored now. */
export async function loader() {
  return { settings: await (await getBackend()).settings.get() };
}

export function Component() {
  const { settings } = useLoaderData<typeof loader>();
  return <SettingsForm settings={settings} />;
}
