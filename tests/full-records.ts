import type { Language } from '../src/domain/limits';
import { moneyOfJob, warrantyEndsOn, type RepairJob } from '../src/domain/repair';
import { REPAIR_FIELDS, REPAIR_FIELD_NAMES, repairFieldValue, setRepairFieldValue } from '../src/domain/repair-fields';
import { makeRepairJob } from './factories';

/**
 * A repair job with every field of the table of repair fields filled in, each with a value found nowhere else on a
 * page or in a file (issue 48): the tests of the places a field is shown (the slip, the receipt, the status page,
 * the CSV, the customer's copy) look for each value there, and for none of those a place does not show. A text
 * field the table gains is filled by its name here with no change (`«field»`); a field of another kind that the
 * table gains and this job lacks a value for fails `every field of the full job has a value`.
 */
export function fullRepairJob(language: Language = 'en'): RepairJob {
  const collectedAt = '2031-02-20T03:00:00.000Z';
  const job = makeRepairJob({
    id: 'internalJobId77',
    number: 'R-2031-0777',
    token: 'QkFRPlZ1cnN0VG9rZW4xMg',
    customerName: 'Zulkifli bin Hamzah',
    customerPhone: '+60123987654',
    language,
    machine: { brand: 'Miller', model: 'Dynasty 210', serial: 'SER-8812-QX' },
    fault: 'Arc wanders at low amps',
    accessories: 'Foot pedal, TIG torch',
    photos: ['/uploads/repairs/job77_0_plate.jpg'],
    estimate: 12_345,
    promisedDate: '2031-02-14',
    status: 'collected',
    quote: {
      version: 2,
      lines: [
        {
          kind: 'part',
          description: 'Rectifier board RB-9',
          quantity: 1,
          unitPrice: 25_000,
          productId: 'catalogueProduct9',
        },
      ],
      serviceTaxRate: 0,
      totals: { parts: 25_000, labour: 0, subtotal: 25_000, serviceTax: 0, total: 25_000 },
      note: 'Board and fan checked',
      quotedAt: '2031-02-05T02:00:00.000Z',
      answer: 'approved',
      answeredAt: '2031-02-06T04:00:00.000Z',
    },
    payments: [
      {
        id: '0',
        kind: 'payment',
        amount: 4_321,
        method: 'bankTransfer',
        date: '2031-02-02',
        note: 'Paid by cousin Rahim',
        recordedAt: '2031-02-02T05:00:00.000Z',
        recordedBy: 'owner@example.test',
        voided: null,
      },
    ],
    history: [
      { kind: 'status', at: '2031-02-01T01:30:00.000Z', status: 'received', note: '' },
      {
        kind: 'status',
        at: '2031-02-05T02:00:00.000Z',
        status: 'awaitingApproval',
        from: 'diagnosing',
        note: 'Quote for the rectifier',
        quote: 25_000,
        version: 2,
      },
      { kind: 'answer', at: '2031-02-06T04:00:00.000Z', answer: 'approved', version: 2 },
      {
        kind: 'status',
        at: '2031-02-10T06:00:00.000Z',
        status: 'ready',
        from: 'repairing',
        note: 'Bearing swapped too',
      },
      { kind: 'status', at: collectedAt, status: 'collected', from: 'ready', note: '' },
    ],
    readyAt: '2031-02-10T06:00:00.000Z',
    collectedAt,
    storageFee: { days: 10, freeDays: 7, perDay: 333, amount: 999 },
    warrantyDays: 90,
    claimOf: { id: 'internalClaimOf', number: 'R-2030-0555' },
    claims: [{ id: 'internalClaim', number: 'R-2031-0901' }],
    remindersSent: [{ day: 3, at: '2031-02-13T01:00:00.000Z' }],
    createdAt: '2031-02-01T01:30:00.000Z',
    updatedAt: '2031-02-20T03:05:00.000Z',
  });
  const filled = job as unknown as Record<string, unknown>;
  for (const name of REPAIR_FIELD_NAMES) {
    if (REPAIR_FIELDS[name].kind === 'text' && repairFieldValue(job, name) === '') {
      setRepairFieldValue(filled, name, `«${name}»`);
    }
  }
  job.warrantyEndsOn = warrantyEndsOn(job.collectedAt, job.warrantyDays);
  job.money = moneyOfJob(job);
  return job;
}
