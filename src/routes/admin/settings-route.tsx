import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, type ActionFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { getBackend } from '@/data';
import { ShopSettingsSchema } from '@/domain/shop-settings-schema';
import { refusedFields } from '@/components/admin/admin-form';
import { SETTINGS_DRAFT, SettingsForm } from '@/features/admin/settings/settings-form';
import { inScreenOrder, labelOf, settingsChecked } from '@/features/admin/settings/settings-fields';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { registerAdminTranslations } from './admin-i18n';
import { saveForm } from './form-action';

registerAdminTranslations();

/** /admin-portal/settings: the shop's facts as every page shows them, as they are stored now. */
export async function loader() {
  return { settings: await (await getBackend()).settings.get() };
}

/**
 * Saves the form: checked with the schema the server checks (whole numbers typed as digits, settingsChecked), then
 * written. The screen stays, read afresh as stored (the WhatsApp number in E.164), and so does the frame around it.
 */
export function action(args: ActionFunctionArgs) {
  const url = new URL(args.request.url);
  return saveForm(args, {
    schema: ShopSettingsSchema,
    checked: settingsChecked,
    draft: SETTINGS_DRAFT,
    write: (backend, input) => backend.settings.save(input),
    saved: (t) => ({ to: url.pathname + url.search, text: t('settings.saved'), replace: true }),
    failed: (t, reason, error) => {
      const names = inScreenOrder(Object.keys(refusedFields(error)));
      const fields = names.map((name) => labelOf(t, name)).join(', ');
      return t('settings.saveFailed', { error: names.length > 0 ? t('settings.checkFields', { fields }) : reason });
    },
  });
}

/** A refused save reads nothing again; a save comes back to this screen, which then reads what was stored. */
export function shouldRevalidate({ formMethod, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && actionResult !== undefined ? false : defaultShouldRevalidate;
}

export function Component() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('settings.title'));
  const { settings } = useLoaderData<typeof loader>();
  // Each arrival (a save's included) starts the form from the settings as stored.
  const { key } = useLocation();
  return <SettingsForm key={key} settings={settings} />;
}
