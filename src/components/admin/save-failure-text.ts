import { refusedWrite, type RefusedWrite } from '@/data/refused-write';

/**
 * A failed save as an admin screen words it: a change the store refused for its data (hosted mode's rules; the
 * session is fine and the form stays as it is) as `refused.*` of admin.json, any other failure as its code's text
 * (`describe`, from src/components/ui/error-message.ts).
 */
export function saveFailureText(
  error: unknown,
  t: (key: `refused.${RefusedWrite}`) => string,
  describe: (error: unknown) => string,
): string {
  const refused = refusedWrite(error);
  return refused ? t(`refused.${refused}`) : describe(error);
}
