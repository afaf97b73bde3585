import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { getBackend } from '@/data';
import { formatOrderDate } from '@/domain/format';
import { paths } from '@/domain/paths';
import { isUnderWarranty, type RepairJob } from '@/domain/repair';
import { useAdminForm, useFieldErrorText } from '@/components/admin/admin-form';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { Dialog } from '@/components/ui/dialog';
import { InputField, TextAreaField } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { REPAIR_LIMITS, RepairClaimInputSchema } from '@/domain/repair-schema';
import { useLanguage } from '@/components/ui/use-language';
import { RepairStatusBadge } from './repair-status-badge';
import { formatRepairDay } from './repair-screen-view';

/**
 * A job's warranty: the day it ends once collected, "Warranty claim" while it lasts (a new job linked to this one,
 * priced zero until the owner quotes), and the links between a claim and the job it claims on, each page naming
 * the other.
 */
export function RepairWarranty({ job }: { job: RepairJob }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [asking, setAsking] = useState(false);
  const open = isUnderWarranty(job, new Date().toISOString());

  if (!job.warrantyEndsOn && !job.claimOf && job.claims.length === 0) return null;
  return (
    <div className="space-y-3 text-sm">
      {job.claimOf ? (
        <p>
          {t('repairs.warranty.claimOf')}{' '}
          <Link to={paths.admin.repairs.detail(job.claimOf.id)} className="font-mono text-brand-700 underline">
            {job.claimOf.number}
          </Link>
        </p>
      ) : null}
      {job.warrantyEndsOn ? (
        <p className="font-semibold text-ink-900">
          {t(open ? 'repairs.warranty.until' : 'repairs.warranty.ended', {
            date: formatRepairDay(job.warrantyEndsOn, language),
          })}
        </p>
      ) : null}
      {job.claims.length > 0 ? (
        <div>
          <p>{t('repairs.warranty.claims')}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {job.claims.map((claim) => (
              <li key={claim.id}>
                <Link to={paths.admin.repairs.detail(claim.id)} className={`${buttonStyles.link} font-mono`}>
                  {claim.number}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {open ? (
        <button type="button" onClick={() => setAsking(true)} className={`${buttonStyles.primary} min-h-11`}>
          {t('repairs.warranty.claim')}
        </button>
      ) : null}
      {asking ? <ClaimDialog job={job} onClose={() => setAsking(false)} /> : null}
    </div>
  );
}

/**
 * A warranty claim as a short form behind a question: the fault as the customer tells it now (empty: never the
 * first job's copied) and a promised day. Only "Open the claim" sends it, to the route's action, which opens the new
 * job's page; Cancel and Escape send nothing.
 */
function ClaimDialog({ job, onClose }: { job: RepairJob; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useFieldErrorText('repairs.errors');
  const headingId = useId();
  const faultId = useId();
  const dateId = useId();
  const claim = useAdminForm({
    schema: RepairClaimInputSchema,
    defaultValue: { fault: '', promisedDate: '' },
    intent: 'claim',
  });

  return (
    <Dialog role="alertdialog" labelledBy={headingId} onClose={onClose} className="max-w-md">
      <Form key={claim.form.id} {...claim.formProps} className="space-y-4 p-6">
        {claim.intentInput}
        <h2 id={headingId} className="text-lg font-semibold">
          {t('repairs.warranty.confirm', { number: job.number })}
        </h2>
        <TextAreaField
          id={faultId}
          name="fault"
          label={t('repairs.warranty.fault')}
          rows={3}
          maxLength={REPAIR_LIMITS.fault}
          defaultValue=""
          error={errorText(claim.errorsOf('fault'))}
        />
        <InputField
          id={dateId}
          name="promisedDate"
          type="date"
          label={t('repairs.warranty.promisedDate')}
          defaultValue=""
          error={errorText(claim.errorsOf('promisedDate'))}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={buttonStyles.secondary}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" disabled={claim.saving} className={buttonStyles.primary}>
            {t('repairs.warranty.open')}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}

/**
 * The machine's history: the other jobs with the same serial number, or of the same customer's phone however it
 * was typed (the store matches them), newest first, each a link.
 */
export function MachineHistory({ job }: { job: RepairJob }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const expire = useSessionExpiry();
  const [others, setOthers] = useState<RepairJob[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const found = await (await getBackend()).repairs.machineHistory(job.id);
        if (live) setOthers(found);
      } catch (error) {
        if (live && !expire(error)) setFailed(true);
      }
    })();
    return () => {
      live = false;
    };
  }, [job.id, expire]);

  if (failed) return <p className="text-sm text-red-800">{t('repairs.machineHistory.failed')}</p>;
  if (others === null) return <p className="text-sm text-gray-700">{t('repairs.machineHistory.loading')}</p>;
  if (others.length === 0) return <p className="text-sm text-gray-700">{t('repairs.machineHistory.none')}</p>;
  return (
    <ul className="space-y-2">
      {others.map((other) => (
        <li key={other.id} className="flex flex-wrap items-center gap-2 text-sm">
          <Link to={paths.admin.repairs.detail(other.id)} className={`${buttonStyles.link} font-mono font-semibold`}>
            {other.number}
          </Link>
          <span>{`${other.machine.brand} ${other.machine.model}`}</span>
          {other.machine.serial ? <span className="text-gray-700">{other.machine.serial}</span> : null}
          <RepairStatusBadge status={other.status} />
          <time dateTime={other.createdAt} className="text-gray-700">
            {formatOrderDate(other.createdAt, language)}
          </time>
        </li>
      ))}
    </ul>
  );
}
