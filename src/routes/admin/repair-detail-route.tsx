import { useTranslation } from 'react-i18next';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { BackendError } from '@/data';
import { paths } from '@/domain/paths';
import {
  RepairClaimInputSchema,
  RepairMoveSchema,
  RepairPaymentInputSchema,
  RepairVoidSchema,
} from '@/domain/repair-schema';
import { refusedFields } from '@/components/admin/admin-form';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { RepairDetail } from '@/features/admin/repairs/repair-detail';
import { MOVE_CONFLICT, moveData } from '@/features/admin/repairs/repair-move-form';
import { PAYMENT_FIELDS, voidData } from '@/features/admin/repairs/repair-payments';
import { formatSenRm } from '@/features/admin/repairs/repair-screen-view';
import { RepairNotFound, readRepair } from '@/features/admin/repairs/read-repair';
import { registerAdminTranslations } from './admin-i18n';
import { intentOf, saveForm } from './form-action';

registerAdminTranslations();

// No shouldRevalidate of the form screens: the job is read again after each of this screen's writes.

/** /admin-portal/repairs/{id}: one job, its status moves, the customer's link and the WhatsApp message. */
export async function loader({ params }: LoaderFunctionArgs) {
  return { job: params.id ? await readRepair(params.id) : null };
}

/** A refusal the store gives with fields: the form says it at them, so no notice repeats it. */
const hasFields = (error: unknown) => Object.keys(refusedFields(error)).length > 0;

/**
 * The job's writes, by the form sent (its `intent`): a move or a quote, a payment, a void, a warranty claim. Each is
 * checked with the schema the server checks and written through the data port; the screen stays (a claim opens the
 * new job) and reads the job again.
 */
export async function action(args: ActionFunctionArgs) {
  const id = args.params.id!;
  const intent = await intentOf(args.request);
  switch (intent) {
    case 'move':
    case 'quote':
      return saveForm(args, {
        intent,
        schema: RepairMoveSchema,
        checked: moveData,
        write: (backend, move) => backend.repairs.move(id, move),
        saved: () => ({}),
        // Every 409 of a move is the job moved meanwhile (another tab, another person): said once, above the form.
        refused: (error) =>
          error instanceof BackendError && error.status === 409 ? { '': [MOVE_CONFLICT] } : refusedFields(error),
        failed: (t, reason, error) =>
          hasFields(error) ? undefined : t('repairs.detail.move.failed', { error: reason }),
      });
    case 'payment':
      return saveForm(args, {
        intent,
        schema: RepairPaymentInputSchema,
        write: (backend, payment) => backend.repairs.recordPayment(id, payment),
        saved: (t, _job, payment) => ({
          text: t('repairs.payments.recorded', { amount: formatSenRm(payment.amount) }),
        }),
        // A refusal of the job's state (cancelled, not ended) is said at the amount, the field the owner acts on.
        refused: (error) => {
          const fields: Record<string, string[]> = {};
          for (const [field, codes] of Object.entries(refusedFields(error))) {
            const at = (PAYMENT_FIELDS as readonly string[]).includes(field) ? field : 'amount';
            fields[at] ??= codes;
          }
          return fields;
        },
        failed: (t, reason, error) => (hasFields(error) ? undefined : t('repairs.payments.failed', { error: reason })),
      });
    case 'void':
      return saveForm(args, {
        intent,
        schema: RepairVoidSchema,
        checked: voidData,
        write: async (backend, input, formData) => {
          const paymentId = String(formData.get('paymentId') ?? '');
          const job = await backend.repairs.voidPayment(id, paymentId, input);
          return job.payments.find((payment) => payment.id === paymentId);
        },
        saved: (t, payment) => ({ text: t('repairs.payments.voided', { amount: formatSenRm(payment?.amount ?? 0) }) }),
        failed: (t, reason) => t('repairs.payments.voidFailed', { error: reason }),
      });
    case 'claim':
      return saveForm(args, {
        intent,
        schema: RepairClaimInputSchema,
        write: (backend, claim) => backend.repairs.warrantyClaim(id, claim),
        saved: (t, claim) => ({
          to: paths.admin.repairs.detail(claim.id),
          text: t('repairs.warranty.claimed', { number: claim.number, of: claim.claimOf?.number ?? '' }),
        }),
        failed: (t, reason) => t('repairs.warranty.claimFailed', { error: reason }),
      });
    default:
      throw new Response('Unknown form', { status: 400 });
  }
}

export function Component() {
  const { t } = useTranslation('admin');
  const { job } = useLoaderData<typeof loader>();
  const title = job ? t('repairs.detail.title', { number: job.number }) : t('repairs.title');
  useAdminTitle(title);
  if (!job) return <RepairNotFound title={title} />;
  // A fresh screen for each job (and each reading of it), so nothing of one shows for another.
  return <RepairDetail key={`${job.id}-${job.updatedAt}`} job={job} />;
}
