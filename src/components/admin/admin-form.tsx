import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionData, useBlocker, useLocation, useNavigation } from 'react-router';
import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { z } from '@/domain/zod';
import { BackendError } from '@/data';
import { isFieldCode } from '@/domain/error-codes';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { sessionDraftStore } from './session-draft';

/**
 * The admin's forms that write (docs/decisions/030-admin-writes-as-route-actions.md): a `<Form method="post">` whose
 * route `action` parses it with the shared schema and writes through the data port; Conform holds the fields, their
 * errors (codes, worded by `useFieldErrorText`) and their constraints. docs/recipes/admin-screen-that-writes.md.
 */

/**
 * What an action answers a form that stays: its fields' errors, as Conform's reply; on a screen of several forms,
 * which form it answers (`form`, its `intent`); whether it was saved, and what the write gave back (`result`); what a
 * refused write kept.
 */
export type FormReply<T = unknown> = SubmissionResult<string[]> & {
  form?: string;
  saved?: boolean;
  result?: T;
  /** Entries the refused write kept (photos already uploaded, as their addresses), for the form to send instead. */
  kept?: Record<string, string[]>;
};

/** The entry that names which form of a screen was sent (useAdminForm's `intent`): no field of any schema. */
export const INTENT = 'intent';

/** The schema of a form that sends nothing of its own: a sign-out, a removal, a delete named by its address or `id`. */
export const NothingSent = z.object({}).strict();

/**
 * A schema's problem as its code: the schema's own ('nameRequired'), else 'invalid'; a string over its maximum is
 * 'tooLong:{max}' unless its schema names it otherwise (a current password too long to be it is 'wrongCurrent').
 */
function codeOf(issue: z.core.$ZodIssue): string {
  const own = isFieldCode(issue.message) ? issue.message : 'invalid';
  const named = own !== 'invalid' && own !== 'tooLong';
  if (issue.code === 'too_big' && issue.origin === 'string' && !named) return `tooLong:${String(issue.maximum)}`;
  return own;
}

/** The form's data parsed with a shared schema, each field's problems as codes: the browser's and the action's check. */
export function parseForm<S extends z.ZodType>(formData: FormData, schema: S) {
  // A form sends a text's line breaks as CRLF; the stores keep them as typed.
  const data = new FormData();
  for (const [name, entry] of formData)
    if (name !== INTENT) data.append(name, typeof entry === 'string' ? entry.replace(/\r\n?/g, '\n') : entry);
  return parseWithZod(data, { schema, formatError: (issues: z.core.$ZodIssue[]) => issues.map(codeOf) });
}

/**
 * The data port's refusal of a write (BackendError.fields: path → code), each code at its field as the form names
 * it: `lines.0.productId` is `lines[0].productId`, 'testimonials.0.text.en' is `testimonials[0].text.en`.
 */
export function refusedFields(error: unknown): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  if (!(error instanceof BackendError)) return fields;
  for (const [path, code] of Object.entries(error.fields)) fields[path.replace(/\.(\d+)(?=\.|$)/g, '[$1]')] ??= [code];
  return fields;
}

/**
 * The catalogues of field errors in admin.json: each has `invalid`, and `tooLong` (with `{{max}}` where it says it)
 * unless its schema names every length's refusal (the sign-in's).
 */
export type ErrorCatalogue =
  | 'validation'
  | 'repairs.errors'
  | 'settings.errors'
  | 'orders.errors'
  | 'customers.errors'
  | 'customers.correct.errors'
  | 'password.errors'
  | 'login.errors';

/**
 * A field's error codes as the text of the first, in the admin's language: 'tooLong:{max}' (parseForm's) says its
 * maximum, 'tooLong' takes `max`; a code the catalogue lacks is 'invalid'. `values` are the catalogue's other
 * figures (the password's `min`).
 */
export function useFieldErrorText(
  catalogue: ErrorCatalogue,
  values?: Readonly<Record<string, number>>,
): (codes: readonly string[] | undefined, max?: number) => string | undefined {
  const { t, i18n } = useTranslation('admin');
  return useCallback(
    (codes, max) => {
      if (!codes?.[0]) return undefined;
      const [code, limit] = codes[0].split(':');
      const known = i18n.exists(`admin:${catalogue}.${code}`) ? code : 'invalid';
      return t(`${catalogue}.${known}` as 'validation.invalid', { ...values, max: limit ?? max });
    },
    [catalogue, i18n, t, values],
  );
}

type DraftValues = Record<string, string | string[]>;
/** A form's draft: its values as text (chosen files cannot be kept, only that there were some). */
export type FormDraft = { values: DraftValues; hadFiles: boolean };

const drafts = sessionDraftStore<FormDraft>('', ({ values, hadFiles }) => {
  if (!values || typeof values !== 'object') return null;
  const text = (value: unknown) =>
    typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));
  if (!Object.values(values).every(text)) return null;
  return { values: values as DraftValues, hadFiles: hadFiles === true };
});

/** The draft kept for `name` at `path`, to forget once the form is saved (its action does it). */
export const clearDraft = (name: string, path: string) => drafts.clear(`${name}:${path}`);

/** The draft kept for `name` at `path`, or null: for a screen that opens the form again by itself (a dialog). */
export const readDraft = (name: string, path: string) => drafts.read(`${name}:${path}`);

/** A form's data as a draft keeps it: the texts (a name given more than once, as a list), and whether files were chosen. */
function asDraft(formData: FormData): FormDraft {
  const values: DraftValues = {};
  let hadFiles = false;
  for (const name of new Set(formData.keys())) {
    const entries = formData.getAll(name);
    hadFiles ||= entries.some((entry) => entry instanceof File && entry.name !== '');
    const texts = entries.filter((entry): entry is string => typeof entry === 'string');
    if (texts.length > 0) values[name] = texts.length === 1 ? texts[0]! : texts;
  }
  return { values, hadFiles };
}

type AdminFormOptions<S extends z.ZodType> = {
  schema: S;
  /** The form's values as stored (editing) or empty (adding): strings, and arrays of strings for lists. */
  defaultValue: DraftValues;
  /**
   * Keeps the form's draft under this name and the form's address at every change, brings it back after a reload (or
   * a sign-in), and asks before leaving for another screen with unsaved changes. The action clears it once saved.
   */
  draft?: string;
  /** The data the browser checks, when the form's own is not the schema's (pending uploads stand for files). */
  checked?: (formData: FormData) => FormData;
  /** Heard when the browser's check refused the form, with the codes of each field at fault, by its name. */
  onRefused?: (errors: Record<string, string[]>) => void;
  /**
   * The fetcher that sends the form, for one that stays on its screen (a dialog over a list): its answer is the
   * reply shown, and it is `saving` while it is under way.
   */
  fetcher?: { state: 'idle' | 'loading' | 'submitting'; data?: FormReply | undefined };
  /**
   * On a screen of several forms, this one's name: sent as its `intent` entry (render `intentInput`), the action's
   * answer taken only when it is this form's, and `saving` only while this form is on its way.
   */
  intent?: string;
  /** A question before a write that cannot be undone, once the form is checked: undefined asks nothing. */
  askFirst?: (formData: FormData) => Promise<boolean> | undefined;
};

/**
 * One admin form: Conform's form and fields, checked with `schema` as the action checks it (the first field at fault
 * takes the focus), the action's reply shown at its fields, a field's error put away as the admin changes it, and
 * `saving` while the action runs and the screen it leads to loads.
 */
export function useAdminForm<S extends z.ZodType<Record<string, unknown>>>({
  schema,
  defaultValue,
  draft,
  checked = (formData) => formData,
  onRefused,
  fetcher,
  intent,
  askFirst,
}: AdminFormOptions<S>) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const actionData = useActionData<FormReply | undefined>();
  const reply = fetcher ? fetcher.data : actionData;
  const lastResult = reply?.form === intent ? reply : undefined;
  const key = draft && `${draft}:${pathname}`;
  const [restored, setRestored] = useState(() => (key ? drafts.read(key) : null));
  const [generation, setGeneration] = useState(0);
  const [dirty, setDirty] = useState(restored !== null);
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const [touches, setTouches] = useState(0);
  const refused = useRef<Record<string, string[]>>({});
  const constraint = useMemo(() => getZodConstraint(schema), [schema]);
  // Its own id on the screen, so that rows of the same form (a product's delete) are told apart.
  const own = useId();
  const [form, fields] = useForm<DraftValues, unknown>({
    id: `${draft ?? intent ?? 'form'}-${own}-${generation}`,
    lastResult,
    defaultValue: restored?.values ?? defaultValue,
    constraint,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => {
      const submission = parseForm(checked(formData), schema);
      const errors = submission.status === 'success' ? {} : (submission.error ?? {});
      refused.current = Object.fromEntries(
        Object.entries(errors).flatMap(([name, codes]) => (codes ? [[name, codes]] : [])),
      );
      return submission;
    },
  });
  const saving = fetcher
    ? fetcher.state !== 'idle'
    : navigation.state !== 'idle' &&
      navigation.formMethod !== undefined &&
      (intent === undefined || navigation.formData?.get(INTENT) === intent);

  // Every change is kept for this address until the form is saved: the form's own data, as it is on screen.
  const { value } = form;
  useEffect(() => {
    const element = document.forms.namedItem(form.id);
    // While saving, the controls are disabled and so out of the form's data: what was kept before stays.
    if (dirty && key && element && !saving) drafts.save(key, asDraft(new FormData(element)));
  }, [dirty, form.id, key, saving, value, touches]);

  // Leaving for another screen with unsaved changes asks first; the draft stays until the answer is to leave. An
  // action's way on (to the list once saved, to sign in once the session ended) is no leaving.
  const [confirm, confirmDialog] = useConfirm();
  const discarded = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      Boolean(key) && dirty && !saving && !discarded.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void (async () => {
      if (await confirm(t('form.leave.question'), t('form.leave.confirm'))) {
        if (key) drafts.clear(key);
        setDirty(false);
        blocker.proceed();
      } else blocker.reset();
    })();
  }, [blocker, confirm, key, t]);

  /** Forgets the draft: the form is as stored (or empty) again. */
  const startAgain = () => {
    if (key) drafts.clear(key);
    setRestored(null);
    setDirty(false);
    setChanged(new Set());
    setGeneration((current) => current + 1);
  };

  /** Forgets the draft for a way out that asks nothing (a Cancel that means it). */
  const discard = () => {
    discarded.current = true;
    if (key) drafts.clear(key);
  };

  /**
   * Marks the form changed and keeps it (typing does both already): a picture chosen or removed, a row moved. The
   * errors of `putAway` and of the fields within it go, as a field's do when it is typed in.
   */
  const touch = (putAway?: string) => {
    setDirty(true);
    setTouches((current) => current + 1);
    if (putAway && !changed.has(putAway)) setChanged(new Set(changed).add(putAway));
  };

  // A question answered yes sends the same submission again, asking nothing the second time.
  const asked = useRef(false);
  const ask = (event: FormEvent<HTMLFormElement>) => {
    if (!askFirst || asked.current) {
      asked.current = false;
      return;
    }
    const element = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const question = askFirst(new FormData(element, submitter));
    if (!question) return;
    event.preventDefault();
    void question.then((yes) => {
      if (!yes) return;
      asked.current = true;
      element.requestSubmit(submitter);
    });
  };

  const formProps = {
    id: form.id,
    method: 'post' as const,
    noValidate: true,
    'aria-busy': saving || undefined,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      setChanged(new Set());
      form.onSubmit(event);
      if (event.defaultPrevented) onRefused?.(refused.current);
      else ask(event);
    },
    onInput: (event: FormEvent<HTMLFormElement>) => {
      setDirty(true);
      const { name } = event.target as HTMLInputElement;
      if (name && !changed.has(name)) setChanged(new Set(changed).add(name));
    },
  };

  /**
   * A field's error codes, until the admin changes the field (or the list or group it is in): a top-level field's own
   * or its parts' (the first), a part's by its full name (`lines[0].quantity`), a list's own with `own` (gone once any
   * of its entries is changed).
   */
  const errorsOf = (name: string, { own = false } = {}): string[] | undefined => {
    const changedHere = [...changed].some(
      (other) =>
        name === other ||
        name.startsWith(`${other}[`) ||
        name.startsWith(`${other}.`) ||
        (own && other.startsWith(`${name}[`)),
    );
    if (changedHere) return undefined;
    if (own) return fields[name]?.errors;
    return /[.[]/.test(name) ? form.allErrors[name] : Object.values(fields[name]?.allErrors ?? {})[0];
  };

  /** The form's name as its `intent` entry, for a screen of several forms. */
  const intentInput = intent ? <input type="hidden" name={INTENT} value={intent} /> : null;

  return {
    form,
    fields,
    formProps,
    errorsOf,
    saving,
    restored,
    startAgain,
    discard,
    touch,
    confirmDialog,
    constraint,
    intentInput,
  };
}

/** What useAdminForm gives the form element. */
export type AdminFormProps = ReturnType<typeof useAdminForm>['formProps'];
