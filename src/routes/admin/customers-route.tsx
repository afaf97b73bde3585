import { useTranslation } from 'react-i18next';
import {
  data,
  replace,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { BackendError, getBackend } from '@/data';
import { PersonQuerySchema, type ParsedPersonCorrection } from '@/domain/personal-data';
import { parseForm, type FormReply } from '@/components/admin/admin-form';
import { BackToPortal } from '@/components/admin/back-to-portal';
import { signInPath } from '@/components/admin/next-path';
import { isSignedOutError } from '@/components/admin/session-expiry';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import {
  CorrectionForm,
  CustomerData,
  ErasureForm,
  counted,
  givenOnly,
  type Found,
} from '@/features/admin/customers/customer-data';
import { registerAdminTranslations } from './admin-i18n';
import { intentOf, saveForm } from './form-action';

registerAdminTranslations();

let readings = 0;

/**
 * The search is the address (`?phone=` or `?name=`, so a reload and Back keep it), checked with the server's rule
 * and answered by the data port; each reading is counted, so that the screen starts its choice afresh at each.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<Found> {
  const url = new URL(request.url);
  const query = { phone: url.searchParams.get('phone') ?? '', name: url.searchParams.get('name') ?? '' };
  const found = { reading: ++readings, query };
  if (!url.searchParams.has('phone') && !url.searchParams.has('name')) return found;
  const sent = new FormData();
  for (const [name, value] of Object.entries(query)) sent.append(name, value);
  const submission = parseForm(givenOnly(sent), PersonQuerySchema);
  if (submission.status !== 'success') return { ...found, errors: submission.error ?? {} };
  try {
    return { ...found, people: (await (await getBackend()).customers.find(submission.value)).people };
  } catch (error) {
    if (isSignedOutError(error)) throw replace(signInPath(url.pathname + url.search));
    return { ...found, failed: error };
  }
}

/** Read again after a write that was saved; a refusal leaves the screen, its choice and its fields, as they are. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult === undefined ? defaultShouldRevalidate : (actionResult as FormReply).saved === true;
}

/** Once corrected, the person is found by what was written: the new phone, or the new name of a search by name. */
function foundAfter(url: URL, change: ParsedPersonCorrection): string {
  if (change.phone) return `${url.pathname}?${new URLSearchParams({ phone: change.phone })}`;
  if (change.name && url.searchParams.get('name')?.trim())
    return `${url.pathname}?${new URLSearchParams({ name: change.name })}`;
  return url.pathname + url.search;
}

/** The screen's writes, by the form's `intent`, each checked with the request schema the server checks. */
export async function action(args: ActionFunctionArgs) {
  const url = new URL(args.request.url);
  const intent = await intentOf(args.request);
  switch (intent) {
    case 'correct':
      return saveForm(args, {
        intent,
        schema: CorrectionForm,
        checked: givenOnly,
        write: (backend, { person, change }) => backend.customers.correct(person, change),
        saved: (t, counts, { change }) => ({
          to: foundAfter(url, change),
          text: t('customers.correct.saved', counted(t, counts.orders, counts.repairs)),
        }),
        failed: (t, error) => t('customers.correct.failed', { error }),
      });
    case 'erase':
      return saveForm(args, {
        intent,
        schema: ErasureForm,
        write: (backend, { person }) => backend.customers.erase(person),
        saved: (t) => ({ text: t('customers.erase.done') }),
        failed: (t, reason, error) =>
          error instanceof BackendError && error.code === 'openRecords'
            ? t('customers.erase.open', counted(t, Number(error.params.orders ?? 0), Number(error.params.repairs ?? 0)))
            : t('customers.erase.failed', { error: reason }),
      });
    default:
      throw data(null, { status: 400, statusText: 'Unknown write' });
  }
}

/** /admin-portal/customers: what the shop keeps about one customer, their copy, a correction or an erasure. */
export function Component() {
  const { t } = useTranslation('admin');
  const found = useLoaderData<typeof loader>();
  useAdminTitle(t('customers.title'));
  return (
    <div className="py-8">
      <BackToPortal />
      <h1 className="mb-2 text-2xl font-bold text-ink-900 sm:text-3xl">{t('customers.title')}</h1>
      <p className="mb-6 max-w-prose text-gray-700">{t('customers.intro')}</p>
      <CustomerData found={found} />
    </div>
  );
}
