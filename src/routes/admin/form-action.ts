import type { TFunction } from 'i18next';
import { redirect, replace, type ActionFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { z } from 'zod';
import { getBackend, type Backend } from '@/data';
import { INTENT, clearDraft, parseForm, refusedFields, type FormReply } from '@/components/admin/admin-form';
import { isSignedOutError } from '@/components/admin/session-expiry';
import { signInPath } from '@/components/admin/next-path';
import { saveFailureText } from '@/components/admin/save-failure-text';
import { errorText } from '@/components/ui/error-message';
import { notify } from '@/components/ui/notices';
import { adminTranslations } from './admin-i18n';

type AdminT = TFunction<'admin'>;

export type SaveFormOptions<S extends z.ZodType, T> = {
  schema: S;
  /** The data the schema checks, when the form's own is not it (pending uploads stand for chosen files). */
  checked?: (formData: FormData) => FormData;
  /** The form's draft (useAdminForm's `draft`), forgotten once saved. */
  draft?: string;
  /** The write, through the data port, of the checked value (and the form's own data, for its files). */
  write: (backend: Backend, value: z.output<S>, formData: FormData) => Promise<T>;
  /**
   * Where the admin goes once saved, and what they are told there. Without `to` they stay: the form is answered as
   * saved and the screen reads its data again; with `replace`, the screen is read afresh in the place of the one it
   * was.
   */
  saved: (t: AdminT, result: T, value: z.output<S>) => { to?: string; text?: string; replace?: boolean };
  /** What the admin is told when the write failed: `reason` is the failure in their language; nothing when the form says it. */
  failed: (t: AdminT, reason: string, error: unknown) => string | undefined;
  /** The store's refusal as the form's errors by field ('' for the form's own); each field's code by default. */
  refused?: (error: unknown) => Record<string, string[]>;
  /** On a screen of several forms, the form's name (its `intent` entry, useAdminForm's `intent`): the reply says it. */
  intent?: string;
  /** What the write kept although it was refused (photos uploaded before the store said no), answered to the form. */
  kept?: () => Record<string, string[]> | undefined;
  /**
   * Sent by a fetcher (a dialog or a row over a list), so the address stays: the notices are this screen's (unless
   * `saved` goes on with `to`), the form keeps what it shows once saved, and a failure may be said in the form
   * (`failureIn`).
   */
  fetcher?: boolean;
  /**
   * Where a failure is said: a notice, or the reply's form error (a dialog, which stays open over the screen); a
   * refusal at fields is said at them alone.
   */
  failureIn?: 'notice' | 'form';
};

/**
 * A route action of an admin form that writes (docs/decisions/030-admin-writes-as-route-actions.md): parses the
 * form's data with the schema the server uses, writes through the data port, and goes on once saved, or stays. A
 * refusal answers the form with each field's codes (the schema's, or the store's at their fields) and says why; a
 * session that ended sends the admin to sign in and back (the form's draft keeps what they typed).
 */
export async function saveForm<S extends z.ZodType, T>(
  { request }: ActionFunctionArgs,
  {
    schema,
    checked = (formData) => formData,
    draft,
    write,
    saved,
    failed,
    refused = refusedFields,
    intent,
    kept,
    fetcher = false,
    failureIn = 'notice',
  }: SaveFormOptions<S, T>,
): Promise<FormReply<T> | Response> {
  const formData = await request.formData();
  const submission = parseForm(checked(formData), schema);
  const answer = (reply: FormReply<T>): FormReply<T> => (intent ? { ...reply, form: intent } : reply);
  if (submission.status !== 'success') return answer(submission.reply());
  const t = adminTranslations.getFixedT(null, 'admin');
  const url = new URL(request.url);
  // A form sent by navigation arrives at a location of its own, even when it stays: its notices are meant for it.
  const carry = !fetcher;
  try {
    const value = submission.value as z.output<S>;
    const result = await write(await getBackend(), value, formData);
    if (draft) clearDraft(draft, url.pathname);
    const { to, text, replace: stays } = saved(t, result, value);
    // A redirect is a navigation, even from a fetcher: its notice is meant for where it goes.
    if (text) notify('success', text, { carry: carry || to !== undefined });
    if (!to) return answer({ ...submission.reply({ resetForm: !fetcher }), saved: true, result });
    return stays ? replace(to) : redirect(to);
  } catch (error) {
    if (isSignedOutError(error)) return replace(signInPath(screenPath(url)));
    const fieldErrors = refused(error);
    const text = failed(t, failureReason(error, t), error);
    if (failureIn === 'form') {
      if (text && Object.keys(fieldErrors).length === 0) return answer(submission.reply({ formErrors: [text] }));
    } else if (text) notify('error', text, { carry });
    const reply = answer(submission.reply({ fieldErrors }));
    const entries = kept?.();
    return entries ? { ...reply, kept: entries } : reply;
  }
}

/** The address of the form's screen: a form sent to an index route's action names it (`?index`), a screen does not. */
function screenPath(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete('index');
  return url.pathname + (search.size > 0 ? `?${search.toString()}` : '');
}

/** A failed write in the admin's language. */
function failureReason(error: unknown, t: AdminT): string {
  const common = adminTranslations.getFixedT(null, 'common');
  return saveFailureText(error, t, (failure) => errorText(failure, common));
}

/** Which form of a screen of several was sent (its `intent` entry), read without using up the request's body. */
export async function intentOf(request: Request): Promise<string> {
  return String((await request.clone().formData()).get(INTENT) ?? '');
}

/**
 * After an action the form's screen reads nothing again: a save that stays changed nothing stored. A screen whose
 * forms stay once saved (the repair's) exports none of this: its data is read again after each of its writes.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formMethod ? false : defaultShouldRevalidate;
}

/**
 * A screen whose list reads itself page by page (Load more keeps its place): its loader gives only the count of the
 * screen's readings, so that the revalidation after a write reads the shown rows again; a new search or filter
 * reads nothing, as the list starts afresh by itself for those.
 */
export function listReadings() {
  let readings = 0;
  return {
    loader: () => ({ reading: ++readings }),
    shouldRevalidate: ({ formMethod }: ShouldRevalidateFunctionArgs) => formMethod !== undefined,
  };
}
