import { useTranslation } from 'react-i18next';
import { SETTINGS_ERRORS, type SettingsError } from '@/domain/shop-settings';

/** A field's error code (SETTINGS_ERRORS) in the admin's language; a code it does not know reads as 'invalid'. */
export function useSettingsErrorText(): (code: string | undefined, max: number) => string | undefined {
  const { t } = useTranslation('admin');
  return (code, max) => {
    if (!code) return undefined;
    const known: SettingsError = (SETTINGS_ERRORS as readonly string[]).includes(code)
      ? (code as SettingsError)
      : 'invalid';
    return t(`settings.errors.${known}`, { max });
  };
}
