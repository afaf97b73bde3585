import { describe, expect, test } from 'vitest';
import {
  MAX_REPAIR_PHOTOS,
  REPAIR_MOVES,
  REPAIR_STATUSES,
  canMoveRepair,
  isRepairToken,
  malaysianYear,
  newRepairToken,
  parseRepairNumber,
  type RepairJob,
  type RepairStatus,
  type RepairStatusView,
} from '@/domain/repair';
import type { RepairCreateInput, RepairInput, RepairLineInput, RepairMove } from '@/domain/repair-schema';
import { dueReminder, malaysianDay as dayInMalaysia, REMINDER_DAYS, REPAIR_VIEW_FIELD_NAMES } from '@/domain/repair';
import { REPAIR_FIELDS } from '@/domain/repair-fields';
import { SERVICE_TAX_BASIS_POINTS, quoteTotals, serviceTax } from '@/domain/repair-money';
import type { RepairSettings } from '@/domain/shop-settings';
import fc from 'fast-check';
import { REPAIR_INSIGHT_WEEKS, weekStart } from '@/domain/repair-insights';
import { repairsCsvLabels } from '@/i18n/repairs-csv-labels';
import { csvCell } from '@/domain/orders-csv';
import type { Language } from '@/domain/limits';
import type { Backend } from '../../src/data/backend';
import type { ContractHarness } from './backend-contract';
import { makeRepairInput } from '../factories';

/**
 * What every adapter of the data port must do with repair jobs (src/domain/repair.ts), through the port alone: the
 * embedded server runs it over HTTP, hosted mode against Firestore and Storage. Each test makes its own jobs, with
 * names and phone numbers no other test uses, so that it reads only its own in a store the others share.
 */

/** Letters no other run uses: a test's customers are named with them, so its searches find only its jobs. */
function letterTag(): string {
  return Array.from({ length: 8 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');
}

/** A Malaysian mobile number no other test uses, in its national digits: `1` and eight more. */
function mobileDigits(): string {
  return `1${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/**
 * The keys of RepairStatusView: all the customer's page is given, from the table of repair fields (the fields it
 * shows and those it carries: REPAIR_VIEW_FIELD_NAMES) and the three worked out; view-fields.test.tsx holds that no
 * other field's value reaches the page.
 */
const VIEW_KEYS = [
  ...new Set([
    ...REPAIR_VIEW_FIELD_NAMES.map((name) => REPAIR_FIELDS[name].path.split('.')[0]!),
    'firstName',
    'money',
    'warrantyEndsOn',
  ]),
].sort();

/** The shortest way from `received` to each status that the moves allow (a breadth-first walk of REPAIR_MOVES). */
function waysFromReceived(): Record<RepairStatus, RepairStatus[]> {
  const ways = { received: [] } as unknown as Record<RepairStatus, RepairStatus[]>;
  const queue: RepairStatus[] = ['received'];
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const to of REPAIR_MOVES[from] as readonly RepairStatus[]) {
      if (ways[to] !== undefined) continue;
      ways[to] = [...ways[from], to];
      queue.push(to);
    }
  }
  return ways;
}

/** One labour line of RM 150: the quote a move to awaitingApproval carries unless a test says otherwise. */
const ONE_LINE = [{ kind: 'labour' as const, description: 'Service', quantity: 1, unitPrice: 15_000 }];

/** A move from `from` to `status` as the admin's screen sends it: lines when it asks for the customer's approval. */
function moveTo(from: RepairStatus, status: RepairStatus, note = ''): RepairMove {
  return status === 'awaitingApproval' ? { from, status, note, lines: ONE_LINE } : { from, status, note };
}

const CSV_HEADER = (language: Language) =>
  Object.values(repairsCsvLabels(language).columns)
    .map((name) => csvCell(name))
    .join(',');

export function describeRepairsContract(harness: ContractHarness): void {
  describe('repair jobs through the data port', () => {
    const backend = (): Backend => harness.backend();
    const repairs = () => backend().repairs;
    const data = harness.stores?.data ?? true;
    const images = harness.stores?.images ?? true;
    const signIn = async () => {
      const result = await backend().auth.signIn(harness.admin.email, harness.admin.password);
      expect(result.ok).toBe(true);
    };
    /** A job of the admin's, its customer named with `tag` and a phone of their own unless the overrides say. */
    const logJob = (tag: string, overrides: Partial<RepairCreateInput> = {}) =>
      repairs().create(
        makeRepairInput({ customerName: `Ahmad ${tag} Ismail`, customerPhone: `0${mobileDigits()}`, ...overrides }),
      );
    const moveAlong = async (job: RepairJob, statuses: readonly RepairStatus[]): Promise<RepairJob> => {
      let moved = job;
      for (const status of statuses) moved = await repairs().move(job.id, moveTo(moved.status, status));
      return moved;
    };
    /** Today in Malaysia: a payment is dated from the day its job was received to today. */
    const today = () => dayInMalaysia(new Date().toISOString());
    const ids = async (query: Parameters<Backend['repairs']['list']>[0]) =>
      (await repairs().list({ limit: 100, ...query })).items.map((job) => job.id);

    test.runIf(data)(
      "the admin logs a job: the year's next number, a token of 128 bits, received, its first history line",
      async () => {
        await signIn();
        const tag = letterTag();
        const first = await logJob(tag, { customerName: `  Ahmad ${tag} Ismail `, customerPhone: '+60 12-345 6789' });
        const second = await logJob(tag);

        expect(first).toMatchObject({
          customerName: `Ahmad ${tag} Ismail`,
          customerPhone: '+60123456789',
          language: 'ms',
          machine: { brand: 'Lincoln', model: 'Invertec 200', serial: 'SN-4471-0093' },
          fault: 'Mesin tidak hidup selepas hujan.',
          accessories: 'Torch, earth clamp',
          photos: [],
          estimate: 8_000,
          promisedDate: '2026-12-15',
          status: 'received',
          quote: null,
          payments: [],
          readyAt: null,
          collectedAt: null,
          storageFee: null,
          warrantyDays: null,
          warrantyEndsOn: null,
          claimOf: null,
          claims: [],
          remindersSent: [],
          money: { quote: null, approved: 8_000, storageFee: 0, due: 8_000, paid: 0, balance: 8_000 },
        });
        expect(first.createdAt).toBe(first.updatedAt);
        expect(first.history).toHaveLength(1);
        expect(first.history[0]).toMatchObject({ kind: 'status', status: 'received', at: first.createdAt });

        const number = parseRepairNumber(first.number);
        expect(number, first.number).not.toBeNull();
        expect(first.number).toMatch(/^R-\d{4}-\d{4,}$/);
        expect(number!.year).toBe(malaysianYear(first.createdAt));
        const next = parseRepairNumber(second.number)!;
        if (next.year === number!.year) expect(next.sequence).toBeGreaterThan(number!.sequence);

        for (const job of [first, second]) {
          expect(isRepairToken(job.token), job.token).toBe(true);
          expect(job.token).toHaveLength(22);
          expect(job.token).not.toBe(job.id);
        }
        expect(first.token).not.toBe(second.token);
        expect(first.id).not.toBe(second.id);

        expect(await repairs().get(first.id)).toEqual(first);
        expect(await repairs().get('NoSuchJob00000000000')).toBeNull();
        expect(await repairs().get('no such/id!')).toBeNull();
      },
    );

    test.runIf(data)('an update changes the details and keeps the number, token, status and history', async () => {
      await signIn();
      const tag = letterTag();
      const job = await moveAlong(await logJob(tag), ['diagnosing']);
      const updated = await repairs().update(
        job.id,
        makeRepairInput({
          customerName: `Aminah ${tag} Yusof`,
          customerPhone: '+65 6123 4567',
          language: 'en',
          brand: 'Miller',
          model: 'Maxstar 161',
          serial: '',
          fault: 'Arc is unstable.',
          accessories: '',
          estimate: '',
          promisedDate: '',
        }),
      );
      expect(updated).toEqual({
        ...job,
        customerName: `Aminah ${tag} Yusof`,
        customerPhone: '+6561234567',
        language: 'en',
        machine: { brand: 'Miller', model: 'Maxstar 161', serial: '' },
        fault: 'Arc is unstable.',
        accessories: '',
        estimate: null,
        promisedDate: null,
        money: { ...job.money, approved: 0, due: 0, balance: 0 },
        updatedAt: updated.updatedAt,
      });
      expect(updated.updatedAt >= job.updatedAt).toBe(true);
      expect(await repairs().get(job.id)).toEqual(updated);
      await expect(repairs().update('NoSuchJob00000000000', makeRepairInput())).rejects.toMatchObject({
        status: 404,
        code: 'notFound',
      });
    });

    test.runIf(data)('the list shows open jobs first, then each newest first, a page at a time', async () => {
      await signIn();
      const tag = letterTag();
      const oldest = await logJob(tag);
      const closed = await logJob(tag);
      const newest = await logJob(tag);
      await repairs().move(closed.id, { from: 'received', status: 'cancelled', note: 'Customer took it back.' });
      const latest = await logJob(tag);

      expect(await ids({ q: tag })).toEqual([latest.id, newest.id, oldest.id, closed.id]);

      const paged: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await repairs().list({ q: tag, limit: 3, ...(cursor ? { cursor } : {}) });
        paged.push(...page.items.map((job) => job.id));
        cursor = page.nextCursor ?? undefined;
        pages++;
      } while (cursor && pages < 10);
      expect(pages).toBe(2);
      expect(paged).toEqual([latest.id, newest.id, oldest.id, closed.id]);

      // Without a search too: every job, each once, open ones before closed ones.
      const all: RepairJob[] = [];
      cursor = undefined;
      do {
        const page = await repairs().list({ limit: 2, ...(cursor ? { cursor } : {}) });
        all.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(new Set(all.map((job) => job.id)).size).toBe(all.length);
      expect(all.map((job) => job.id)).toEqual(expect.arrayContaining([latest.id, newest.id, oldest.id, closed.id]));
      const open = all.map((job) => !['collected', 'cancelled', 'returnedUnrepaired'].includes(job.status));
      expect(open).toEqual([...open].sort((a, b) => Number(b) - Number(a)));

      await expect(repairs().list({ q: 'x'.repeat(101) })).rejects.toMatchObject({ status: 400, code: 'invalid' });
    });

    test.runIf(data)(
      'the admin finds a job by its number, by words of the name, by the phone typed another way, and by status',
      async () => {
        await signIn();
        const tag = letterTag();
        const digits = mobileDigits();
        const typed = `0${digits.slice(0, 2)}-${digits.slice(2, 5)} ${digits.slice(5)}`;
        const other = `+60 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
        const aminah = await logJob(tag, { customerName: `Puan Aminah ${tag} Yusof`, customerPhone: typed });
        const rahman = await logJob(tag, { customerName: `Encik Rahman ${tag}` });
        await repairs().move(rahman.id, { from: 'received', status: 'diagnosing' });

        const { year, sequence } = parseRepairNumber(aminah.number)!;
        const padded = String(sequence).padStart(4, '0');
        expect(await ids({ q: aminah.number })).toContain(aminah.id);
        expect(await ids({ q: aminah.number.toLowerCase() })).toContain(aminah.id);
        expect(await ids({ q: `${year}-${padded}` })).toContain(aminah.id);
        expect(await ids({ q: padded })).toContain(aminah.id);
        expect(await ids({ q: String(sequence) })).toContain(aminah.id);
        // The full number names one job: another year's job of the same place is not it.
        expect(await ids({ q: `R-${year - 1}-${padded}` })).not.toContain(aminah.id);

        expect(await ids({ q: other })).toEqual([aminah.id]);
        expect(await ids({ q: `0${digits}` })).toEqual([aminah.id]);
        expect(await ids({ q: `+60${digits}` })).toEqual([aminah.id]);
        expect(await ids({ q: digits.slice(2) })).toEqual([aminah.id]);

        expect(await ids({ q: `aminah ${tag.toUpperCase()}` })).toEqual([aminah.id]);
        expect(await ids({ q: `${tag} rahman` })).toEqual([rahman.id]);
        expect((await ids({ q: tag })).sort()).toEqual([aminah.id, rahman.id].sort());
        expect(await ids({ q: tag, status: 'diagnosing' })).toEqual([rahman.id]);
        expect(await ids({ q: tag, status: 'received' })).toEqual([aminah.id]);
        expect(await ids({ q: tag, status: 'ready' })).toEqual([]);
        expect(await ids({ q: `${tag}nobody` })).toEqual([]);
        expect(await ids({ status: 'diagnosing' })).toContain(rahman.id);
        expect(await ids({ status: 'diagnosing' })).not.toContain(aminah.id);

        // A search is paged like the list.
        const page = await repairs().list({ q: tag, limit: 1 });
        expect(page.nextCursor).not.toBeNull();
        const next = await repairs().list({ q: tag, limit: 1, cursor: page.nextCursor! });
        expect(next.nextCursor).toBeNull();
        expect([...page.items, ...next.items].map((job) => job.id)).toEqual([rahman.id, aminah.id]);
      },
    );

    test.runIf(data)(
      'every move REPAIR_MOVES allows succeeds, stamped with its note; every other is refused 409 and changes nothing',
      async () => {
        await signIn();
        const tag = letterTag();
        const ways = waysFromReceived();
        // Every status can be reached from received: the walk found a way to each.
        expect(Object.keys(ways).sort()).toEqual([...REPAIR_STATUSES].sort());
        for (const from of REPAIR_STATUSES) {
          const at = await moveAlong(await logJob(tag), ways[from]);
          expect(at.status).toBe(from);
          for (const to of REPAIR_STATUSES) {
            if (canMoveRepair(from, to)) continue;
            await expect(repairs().move(at.id, moveTo(from, to)), `${from} → ${to}`).rejects.toMatchObject({
              status: 409,
              code: 'conflict',
              fields: { status: 'moveNotAllowed' },
            });
          }
          expect(await repairs().get(at.id), `${from}: refused moves changed nothing`).toEqual(at);

          for (const to of REPAIR_MOVES[from] as readonly RepairStatus[]) {
            const job = await moveAlong(await logJob(tag), ways[from]);
            const moved = await repairs().move(job.id, moveTo(from, to, `${from} to ${to}`));
            expect(moved.status, `${from} → ${to}`).toBe(to);
            expect(moved.history).toHaveLength(job.history.length + 1);
            expect(moved.history.at(-1)).toMatchObject({ kind: 'status', status: to, from, note: `${from} to ${to}` });
            expect(moved.history.slice(0, -1)).toEqual(job.history);
            expect(moved.updatedAt >= job.updatedAt).toBe(true);
            expect(moved.number).toBe(job.number);
            expect(moved.token).toBe(job.token);
          }
        }
        // The example of issue 35: a collected machine does not go back to the bench.
        const collected = await moveAlong(await logJob(tag), ways.collected);
        await expect(repairs().move(collected.id, { from: 'collected', status: 'repairing' })).rejects.toMatchObject({
          status: 409,
          fields: { status: 'moveNotAllowed' },
        });
        expect((await repairs().get(collected.id))?.status).toBe('collected');
        await expect(
          repairs().move('NoSuchJob00000000000', { from: 'received', status: 'diagnosing' }),
        ).rejects.toMatchObject({
          status: 404,
          code: 'notFound',
        });

        // Each move is in the audit log, with the job's number and both statuses.
        const log = await backend().audit.list({ limit: 20 });
        const entry = log.items.find((item) => item.action === 'repair.status' && item.target === collected.id);
        expect(entry?.detail).toEqual({ number: collected.number, from: 'ready', to: 'collected' });
      },
    );

    test.runIf(data)(
      'a move to waiting for approval needs lines; the customer answers its version once, and the admin sees the answer',
      async () => {
        await signIn();
        const tag = letterTag();
        const job = await moveAlong(await logJob(tag), ['diagnosing']);
        await expect(
          repairs().move(job.id, { from: 'diagnosing', status: 'awaitingApproval', note: 'No lines' }),
        ).rejects.toMatchObject({ status: 400, code: 'invalid', fields: { lines: 'quoteRequired' } });
        expect(await repairs().get(job.id)).toEqual(job);

        const quoted = await repairs().move(job.id, {
          from: 'diagnosing',
          status: 'awaitingApproval',
          note: 'New rectifier board',
          lines: [
            { kind: 'part', description: 'Rectifier board', quantity: 1, unitPrice: 'RM 1,200.50' },
            { kind: 'labour', description: 'Fitting and testing', quantity: 2, unitPrice: 7_500 },
          ],
        });
        expect(quoted.quote).toMatchObject({
          version: 1,
          note: 'New rectifier board',
          answer: null,
          answeredAt: null,
          lines: [
            { kind: 'part', description: 'Rectifier board', quantity: 1, unitPrice: 120_050, productId: null },
            { kind: 'labour', description: 'Fitting and testing', quantity: 2, unitPrice: 7_500, productId: null },
          ],
          totals: {
            parts: 120_050,
            labour: 15_000,
            subtotal: 135_050,
            total: 135_050 + quoted.quote!.totals.serviceTax,
          },
        });
        expect(quoted.history.at(-1)).toMatchObject({
          kind: 'status',
          status: 'awaitingApproval',
          from: 'diagnosing',
          note: 'New rectifier board',
          quote: quoted.quote!.totals.total,
          version: 1,
        });
        // Nothing is agreed while the quote waits: the estimate no longer stands for the price.
        expect(quoted.money).toMatchObject({ approved: 0, balance: 0 });

        // The customer, with the link and nothing else.
        await backend().auth.signOut();
        const seen = await repairs().status(quoted.token);
        expect(seen).toMatchObject({ status: 'awaitingApproval', quote: quoted.quote });
        const answered = await repairs().answerQuote(quoted.token, 'approved', 1);
        expect(answered?.quote).toMatchObject({ version: 1, answer: 'approved' });
        expect(Date.parse(answered!.quote!.answeredAt!)).not.toBeNaN();
        expect(answered?.status).toBe('awaitingApproval');
        expect(answered?.history.at(-1)).toMatchObject({ kind: 'answer', answer: 'approved', version: 1 });
        expect(answered?.money).toMatchObject({
          approved: quoted.quote!.totals.total,
          balance: quoted.quote!.totals.total,
        });
        await expect(repairs().answerQuote(quoted.token, 'declined', 1)).rejects.toMatchObject({
          status: 409,
          code: 'conflict',
          fields: { answer: 'notAwaitingAnswer' },
          current: answered,
        });
        expect(await repairs().status(quoted.token)).toEqual(answered);
        expect(await repairs().answerQuote(newRepairToken(), 'approved', 1)).toBeNull();
        expect(await repairs().answerQuote('not-a-token', 'approved', 1)).toBeNull();

        await signIn();
        const seenByAdmin = await repairs().get(job.id);
        expect(seenByAdmin?.quote).toEqual(answered?.quote);
        expect(seenByAdmin?.history.at(-1)).toMatchObject({ kind: 'answer', answer: 'approved' });
        expect(seenByAdmin?.money).toEqual(answered?.money);

        // A second look and a new quote, version 2: an answer to version 1 is refused with the current view.
        await repairs().move(job.id, { from: 'awaitingApproval', status: 'diagnosing', note: 'Checking the fan too' });
        const requoted = await repairs().move(job.id, {
          from: 'diagnosing',
          status: 'awaitingApproval',
          lines: [{ kind: 'labour', description: 'Fan', quantity: 1, unitPrice: 40_000 }],
        });
        expect(requoted.quote).toMatchObject({ version: 2, note: '', answer: null, answeredAt: null });
        const waiting = await logJob(tag);
        await backend().auth.signOut();
        const stale = await repairs()
          .answerQuote(requoted.token, 'approved', 1)
          .catch((error: unknown) => error);
        expect(stale).toMatchObject({ status: 409, code: 'conflict', fields: { version: 'staleQuote' } });
        expect((stale as { current: RepairStatusView }).current.quote).toMatchObject({ version: 2, answer: null });
        expect((await repairs().status(requoted.token))?.quote).toMatchObject({ version: 2, answer: null });
        expect((await repairs().answerQuote(requoted.token, 'declined', 2))?.quote?.answer).toBe('declined');
        // A job that does not wait for an answer takes none.
        await expect(repairs().answerQuote(waiting.token, 'approved', 1)).rejects.toMatchObject({
          status: 409,
          fields: { answer: 'notAwaitingAnswer' },
        });
        await signIn();
        if (harness.answersAudited ?? true) {
          const log = await backend().audit.list({ limit: 20 });
          expect(log.items.find((item) => item.target === job.id && item.action === 'repair.decline')).toBeDefined();
        }
      },
    );

    test.runIf(data)("the customer's view holds only what its page shows; a token no job has is null", async () => {
      await signIn();
      const tag = letterTag();
      const photo = images
        ? await repairs().uploadPhoto(await harness.imageFile('serial plate.png'), String(Date.now()), 0)
        : null;
      const digits = mobileDigits();
      const job = await logJob(tag, {
        customerName: `Siti ${tag}nurhaliza binti Tarudin`,
        customerPhone: `0${digits}`,
        serial: `SER${tag}77`,
        photos: photo ? [photo] : [],
        estimate: '80',
        deposit: '20',
      });
      await backend().auth.signOut();

      const view = await repairs().status(job.token);
      expect(view).not.toBeNull();
      expect(Object.keys(view!).sort()).toEqual(VIEW_KEYS);
      expect(Object.keys(view!.machine).sort()).toEqual(['brand', 'model']);
      // Each field as the job has it (a field the table gains is held by the keys above and view-fields.test.tsx).
      expect(view).toMatchObject({
        token: job.token,
        number: job.number,
        firstName: 'Siti',
        language: 'ms',
        machine: { brand: 'Lincoln', model: 'Invertec 200' },
        status: 'received',
        estimate: 8_000,
        promisedDate: job.promisedDate,
        quote: null,
        money: {
          quote: null,
          basis: 'estimate',
          approved: 8_000,
          storageFee: 0,
          due: 8_000,
          paid: 2_000,
          balance: 6_000,
          held: 0,
          toRefund: 0,
        },
        readyAt: null,
        storageFee: null,
        warrantyEndsOn: null,
        history: job.history,
        createdAt: job.createdAt,
        updatedAt: job.updatedAt,
      });
      const text = JSON.stringify(view);
      for (const secret of [job.customerPhone, digits, `${tag}nurhaliza`, 'Tarudin', `SER${tag}77`, job.id]) {
        expect(text, secret).not.toContain(secret);
      }
      expect(text).not.toContain('payments');
      expect(text).not.toContain('recordedBy');
      expect(text).not.toContain('photos');
      if (photo) expect(text).not.toContain(photo);

      // A token no job has, a text of another form and nothing at all: the same null.
      expect(await repairs().status(newRepairToken())).toBeNull();
      expect(await repairs().status(`${job.token.slice(0, 21)}B`)).toBeNull();
      expect(await repairs().status('not-a-token')).toBeNull();
      expect(await repairs().status('')).toBeNull();
      expect(await repairs().status(job.id)).toBeNull();
    });

    test.runIf(data)('the admin’s calls are refused without a session', async () => {
      await signIn();
      const job = await logJob(letterTag());
      await backend().auth.signOut();
      const file = await harness.imageFile('x.png');
      const refused: Array<[string, () => Promise<unknown>]> = [
        ['list', () => repairs().list()],
        ['get', () => repairs().get(job.id)],
        ['create', () => repairs().create(makeRepairInput())],
        ['update', () => repairs().update(job.id, makeRepairInput({ fault: 'Changed by a visitor' }))],
        ['move', () => repairs().move(job.id, { from: 'received', status: 'diagnosing' })],
        ['recordPayment', () => repairs().recordPayment(job.id, { amount: 100, method: 'cash', date: today() })],
        ['voidPayment', () => repairs().voidPayment(job.id, '0')],
        ['warrantyClaim', () => repairs().warrantyClaim(job.id, { fault: 'Again' })],
        ['machineHistory', () => repairs().machineHistory(job.id)],
        ['reminders', () => repairs().reminders()],
        ['markReminderSent', () => repairs().markReminderSent(job.id, 3)],
        ['counts', () => repairs().counts()],
        ['exportCsv', () => repairs().exportCsv({})],
        ['insights', () => repairs().insights()],
        ...(images
          ? [
              ['uploadPhoto', () => repairs().uploadPhoto(file, String(Date.now()), 0)] as [
                string,
                () => Promise<unknown>,
              ],
            ]
          : []),
      ];
      for (const [name, call] of refused) await expect(call(), name).rejects.toMatchObject({ status: 401 });
      await signIn();
      expect(await repairs().get(job.id)).toEqual(job);
    });

    test.runIf(data)('counts hold every status and the open jobs past their promised date', async () => {
      await signIn();
      const tag = letterTag();
      const before = await repairs().counts();
      expect(Object.keys(before).sort()).toEqual([...REPAIR_STATUSES, 'answered', 'overdue', 'toRemind'].sort());
      await logJob(tag, { promisedDate: '2020-01-06' });
      await logJob(tag, { promisedDate: '2999-12-31' });
      await logJob(tag, { promisedDate: null });
      const cancelled = await logJob(tag, { promisedDate: '2020-01-06' });
      await repairs().move(cancelled.id, { from: 'received', status: 'cancelled' });
      const ready = await moveAlong(await logJob(tag, { promisedDate: '2021-03-01' }), [
        'diagnosing',
        'repairing',
        'ready',
      ]);
      expect(ready.status).toBe('ready');

      const after = await repairs().counts();
      expect(after).toEqual({
        ...before,
        received: before.received + 3,
        cancelled: before.cancelled + 1,
        ready: before.ready + 1,
        // Open and promised before today: the first and the ready one, not the cancelled one.
        overdue: before.overdue + 2,
      });
    });

    test.runIf(data)(
      "the overdue filter lists the open jobs promised before today, open ones' order kept, and exports them",
      async () => {
        await signIn();
        const tag = letterTag();
        const late = await logJob(tag, { promisedDate: '2020-01-06' });
        const onTime = await logJob(tag, { promisedDate: '2999-12-31' });
        const unpromised = await logJob(tag, { promisedDate: null });
        const cancelled = await logJob(tag, { promisedDate: '2020-01-06' });
        await repairs().move(cancelled.id, { from: 'received', status: 'cancelled' });
        const ready = await moveAlong(await logJob(tag, { promisedDate: '2021-03-01' }), [
          'diagnosing',
          'repairing',
          'ready',
        ]);

        // Newest first among them; a search and a status narrow it further.
        expect(await ids({ overdue: true, q: tag })).toEqual([ready.id, late.id]);
        expect(await ids({ overdue: true, q: tag, status: 'ready' })).toEqual([ready.id]);
        expect(await ids({ overdue: true, q: tag, status: 'cancelled' })).toEqual([]);
        const everyOverdue = await ids({ overdue: true });
        for (const job of [onTime, unpromised, cancelled]) expect(everyOverdue).not.toContain(job.id);
        expect(everyOverdue).toEqual(expect.arrayContaining([ready.id, late.id]));

        const file = await (await repairs().exportCsv({ overdue: true })).text();
        expect(file).toContain(late.number);
        expect(file).toContain(ready.number);
        for (const job of [onTime, unpromised, cancelled]) expect(file).not.toContain(job.number);
      },
    );

    test.runIf(data)('the jobs export as a CSV file in either language, filtered by status', async () => {
      await signIn();
      const tag = letterTag();
      const received = await logJob(tag, { customerName: `Lim ${tag} Ah Kow`, fault: '=HYPERLINK("x")' });
      const cancelled = await logJob(tag, { customerName: `Tan ${tag} Mei Ling` });
      await repairs().move(cancelled.id, { from: 'received', status: 'cancelled' });

      for (const language of ['en', 'ms'] as const) {
        const bytes = new Uint8Array(await (await repairs().exportCsv({ language })).arrayBuffer());
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const text = new TextDecoder().decode(bytes);
        expect(text.split('\r\n')[0]).toBe(CSV_HEADER(language));
        const row = text.split('\r\n').find((line) => line.startsWith(`${received.number},`));
        expect(row, language).toContain(`Lim ${tag} Ah Kow`);
        expect(row, language).toContain(language === 'en' ? 'Received' : 'Diterima');
        // A spreadsheet would run a cell that starts with "=": the file guards it.
        expect(row, language).toContain(`"'=HYPERLINK(""x"")"`);
      }
      const onlyCancelled = await (await repairs().exportCsv({ status: 'cancelled' })).text();
      expect(onlyCancelled).toContain(cancelled.number);
      expect(onlyCancelled).not.toContain(received.number);
      // Blob.text() decodes as UTF-8 does, the byte order mark aside; English unless asked.
      expect(onlyCancelled.split('\r\n')[0]).toBe(CSV_HEADER('en'));
    });

    test.runIf(data)('insights count the jobs received and collected this week and the days to ready', async () => {
      await signIn();
      const before = await repairs().insights();
      expect(before.weeks).toHaveLength(REPAIR_INSIGHT_WEEKS);
      const job = await moveAlong(await logJob(letterTag()), ['diagnosing', 'repairing', 'ready', 'collected']);
      const after = await repairs().insights();
      const thisWeek = after.weeks.at(-1)!;
      expect(thisWeek.start).toBe(weekStart(job.updatedAt));
      expect(thisWeek.received).toBe(before.weeks.at(-1)!.received + 1);
      expect(thisWeek.collected).toBe(before.weeks.at(-1)!.collected + 1);
      expect(after.readyJobs).toBe(before.readyJobs + 1);
      expect(after.medianDaysToReady).not.toBeNull();
      expect(after.medianDaysToReady!).toBeGreaterThanOrEqual(0);
    });

    test.runIf(data)('a job with bad input is refused naming each field, and nothing is stored', async () => {
      await signIn();
      const tag = letterTag();
      const refusedWith = async (input: RepairInput, fields: Record<string, string>) =>
        expect(
          repairs().create({ ...input, customerName: `Bad ${tag}` }),
          JSON.stringify(fields),
        ).rejects.toMatchObject({ status: 400, code: 'invalid', fields });
      await refusedWith(makeRepairInput({ customerPhone: '12345' }), { customerPhone: 'phone' });
      await refusedWith(makeRepairInput({ customerPhone: '' }), { customerPhone: 'required' });
      await refusedWith(makeRepairInput({ estimate: '-5' }), { estimate: 'amount' });
      await refusedWith(makeRepairInput({ estimate: '12.345' }), { estimate: 'amount' });
      await refusedWith(makeRepairInput({ deposit: 'twenty' }), { deposit: 'amount' });
      await refusedWith(makeRepairInput({ promisedDate: '2026-02-30' }), { promisedDate: 'date' });
      await refusedWith(makeRepairInput({ promisedDate: '15/12/2026' }), { promisedDate: 'date' });
      await refusedWith(
        makeRepairInput({
          photos: Array.from({ length: MAX_REPAIR_PHOTOS + 1 }, (_, n) => `https://example.com/${n}.png`),
        }),
        { photos: 'tooManyPhotos' },
      );
      await refusedWith(makeRepairInput({ photos: ['/uploads/products/1700000000000_intro_x.png'] }), {
        'photos.0': 'photo',
      });
      await refusedWith(makeRepairInput({ photos: ['/uploads/repairs/../site.db'] }), { 'photos.0': 'photo' });
      await refusedWith(makeRepairInput({ language: 'fr' as Language }), { language: 'language' });
      await refusedWith(makeRepairInput({ brand: ' ', model: '', fault: '  ' }), {
        brand: 'required',
        model: 'required',
        fault: 'required',
      });
      await expect(repairs().create(makeRepairInput({ customerName: ' ' }))).rejects.toMatchObject({
        status: 400,
        fields: { customerName: 'required' },
      });
      expect(await ids({ q: `bad ${tag}` })).toEqual([]);

      // An update with bad input leaves the job as it was.
      const job = await logJob(tag);
      await expect(
        repairs().update(job.id, makeRepairInput({ customerPhone: 'call me', estimate: 'RM -1' })),
      ).rejects.toMatchObject({ status: 400, fields: { customerPhone: 'phone', estimate: 'amount' } });
      expect(await repairs().get(job.id)).toEqual(job);
    });

    /** Shop settings' repair group set for a test, then put back as it was. */
    const withRepairSettings = async (changes: Partial<RepairSettings>, run: () => Promise<void>) => {
      const before = await backend().settings.get();
      await backend().settings.save({ ...before, repairs: { ...before.repairs, ...changes } });
      try {
        await run();
      } finally {
        await backend().settings.save(before);
      }
    };
    /** A job ready for collection, its quote of `lines` approved by the customer. */
    const approvedJob = async (
      tag: string,
      lines: RepairLineInput[] = ONE_LINE,
      input: Partial<RepairCreateInput> = {},
    ) => {
      const job = await moveAlong(await logJob(tag, input), ['diagnosing']);
      const quoted = await repairs().move(job.id, { from: 'diagnosing', status: 'awaitingApproval', lines });
      await backend().auth.signOut();
      await repairs().answerQuote(quoted.token, 'approved', quoted.quote!.version);
      await signIn();
      return (await repairs().get(job.id))!;
    };
    const ageRepair = harness.ageRepair;

    test.runIf(data)(
      'fast-check: a quote’s total is the sum of its lines to the sen, whatever their order and however it is edited',
      async () => {
        await signIn();
        const tag = letterTag();
        const line = fc.record({
          kind: fc.constantFrom('part' as const, 'labour' as const),
          description: fc.constantFrom('Board', 'Fan', 'Labour', 'Torch cable'),
          quantity: fc.integer({ min: 1, max: 999 }),
          unitPrice: fc.integer({ min: 0, max: 100_000_000 }),
        });
        await fc.assert(
          fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 20 }), fc.integer(), async (lines, seed) => {
            // A job of its own each run: a job's history has room for MAX_REPAIR_HISTORY moves, not for any
            // number of runs.
            let current = await moveAlong(await logJob(tag), ['diagnosing']);
            // The same lines in another order, sent as a second quote: the same totals, to the sen.
            const shuffled = [...lines].sort(
              (a, b) => ((a.unitPrice * 31 + seed) % 7) - ((b.unitPrice * 31 + seed) % 7),
            );
            const totals: number[] = [];
            for (const version of [lines, shuffled]) {
              const quoted = await repairs().move(current.id, {
                from: current.status,
                status: 'awaitingApproval',
                lines: version,
              });
              const sum = version.reduce((total, item) => total + item.quantity * item.unitPrice, 0);
              const labour = version
                .filter((item) => item.kind === 'labour')
                .reduce((total, item) => total + item.quantity * item.unitPrice, 0);
              const tax = serviceTax(labour, quoted.quote!.serviceTaxRate);
              expect(quoted.quote!.totals).toEqual(quoteTotals(version, quoted.quote!.serviceTaxRate));
              expect(quoted.quote!.totals.subtotal).toBe(sum);
              expect(quoted.quote!.totals.total).toBe(sum + tax);
              expect(Number.isSafeInteger(quoted.quote!.totals.total)).toBe(true);
              totals.push(quoted.quote!.totals.total);
              current = await repairs().move(current.id, { from: 'awaitingApproval', status: 'diagnosing' });
            }
            expect(totals[1]).toBe(totals[0]);
          }),
          { numRuns: 8 },
        );
      },
    );

    test.runIf(data)('with an SST number, labour carries 8 % service tax shown apart; parts none', async () => {
      await signIn();
      await withRepairSettings({ sstNumber: 'W10-1808-32000123' }, async () => {
        const job = await moveAlong(await logJob(letterTag()), ['diagnosing']);
        const quoted = await repairs().move(job.id, {
          from: 'diagnosing',
          status: 'awaitingApproval',
          lines: [
            { kind: 'part', description: 'Board', quantity: 1, unitPrice: 10_000 },
            { kind: 'labour', description: 'Fitting', quantity: 1, unitPrice: 12_345 },
          ],
        });
        // 8 % of RM 123.45 is RM 9.876: RM 9.88, a half sen and more rounded up.
        expect(quoted.quote).toMatchObject({
          serviceTaxRate: SERVICE_TAX_BASIS_POINTS,
          totals: { parts: 10_000, labour: 12_345, subtotal: 22_345, serviceTax: 988, total: 23_333 },
        });
      });
      const plain = await moveAlong(await logJob(letterTag()), ['diagnosing']);
      const untaxed = await repairs().move(plain.id, {
        from: 'diagnosing',
        status: 'awaitingApproval',
        lines: ONE_LINE,
      });
      expect(untaxed.quote).toMatchObject({ serviceTaxRate: 0, totals: { serviceTax: 0, total: 15_000 } });
    });

    test.runIf(data)(
      'of N moves sent at once from one status, whatever their targets, exactly one is applied',
      async () => {
        await signIn();
        const job = await moveAlong(await logJob(letterTag()), ['diagnosing']);
        const targets: RepairStatus[] = [
          'repairing',
          'awaitingParts',
          'repairing',
          'awaitingParts',
          'repairing',
          'awaitingParts',
          'repairing',
          'awaitingParts',
          'repairing',
          'awaitingParts',
        ];
        const results = await Promise.allSettled(
          targets.map((status) => repairs().move(job.id, { from: 'diagnosing', status, note: `to ${status}` })),
        );
        const applied = results.filter((result) => result.status === 'fulfilled');
        expect(applied).toHaveLength(1);
        for (const result of results) {
          if (result.status === 'rejected') {
            expect(result.reason).toMatchObject({ status: 409, code: 'conflict', fields: { from: 'staleStatus' } });
          }
        }
        const after = (await repairs().get(job.id))!;
        expect(after.history).toHaveLength(job.history.length + 1);
        expect(after.status).toBe((applied[0] as PromiseFulfilledResult<RepairJob>).value.status);
        // A move from a status the job has left is refused the same way, and changes nothing.
        await expect(repairs().move(job.id, { from: 'diagnosing', status: 'cancelled' })).rejects.toMatchObject({
          status: 409,
          fields: { from: 'staleStatus' },
        });
        expect(await repairs().get(job.id)).toEqual(after);
      },
    );

    test.runIf(data)(
      'payments: the balance, a payment over it refused, voids kept in the history, none on a cancelled job',
      async () => {
        await signIn();
        const tag = letterTag();
        // A deposit at intake, within the estimate: the job's first payment.
        const job = await logJob(tag, { estimate: 'RM 100', deposit: 'RM 30', depositMethod: 'duitnow' });
        expect(job.payments).toEqual([
          expect.objectContaining({
            id: '0',
            amount: 3_000,
            method: 'duitnow',
            voided: null,
            recordedBy: harness.admin.email,
          }),
        ]);
        expect(job.money).toMatchObject({ approved: 10_000, paid: 3_000, balance: 7_000 });
        await expect(logJob(tag, { estimate: 'RM 10', deposit: 'RM 30' })).rejects.toMatchObject({
          status: 409,
          fields: { deposit: 'overBalance' },
        });

        const approved = await approvedJob(tag, [
          { kind: 'part', description: 'Board', quantity: 2, unitPrice: 25_000 },
          { kind: 'labour', description: 'Fitting', quantity: 1, unitPrice: 10_000 },
        ]);
        expect(approved.money).toMatchObject({ approved: 60_000, paid: 0, balance: 60_000 });
        await expect(
          repairs().recordPayment(approved.id, { amount: 60_001, method: 'cash', date: today() }),
        ).rejects.toMatchObject({ status: 409, code: 'conflict', fields: { amount: 'overBalance' } });
        expect(await repairs().get(approved.id)).toEqual(approved);
        // A payment cannot have been made after today in Malaysia (two days on: no clock edge in between).
        const later = dayInMalaysia(new Date(Date.now() + 2 * 86_400_000).toISOString());
        await expect(
          repairs().recordPayment(approved.id, { amount: 100, method: 'cash', date: later }),
        ).rejects.toMatchObject({ status: 409, code: 'conflict', fields: { date: 'futureDate' } });
        expect(await repairs().get(approved.id)).toEqual(approved);

        const first = await repairs().recordPayment(approved.id, {
          amount: 'RM 200',
          method: 'bankTransfer',
          date: today(),
          note: 'Deposit',
        });
        expect(first.money).toMatchObject({ paid: 20_000, balance: 40_000 });
        // Today is a day a payment is made on.
        const second = await repairs().recordPayment(approved.id, { amount: 40_000, method: 'cash', date: today() });
        expect(second.payments.at(-1)!.date).toBe(today());
        expect(second.money).toMatchObject({ paid: 60_000, balance: 0 });
        await expect(
          repairs().recordPayment(approved.id, { amount: 1, method: 'cash', date: today() }),
        ).rejects.toMatchObject({ status: 409, fields: { amount: 'overBalance' } });

        const voided = await repairs().voidPayment(approved.id, '0', { reason: 'Entered twice' });
        expect(voided.payments).toHaveLength(2);
        expect(voided.payments[0]).toMatchObject({
          amount: 20_000,
          voided: { by: harness.admin.email, reason: 'Entered twice' },
        });
        expect(Date.parse(voided.payments[0]!.voided!.at)).not.toBeNaN();
        expect(voided.money).toMatchObject({ paid: 40_000, balance: 20_000 });
        await expect(repairs().voidPayment(approved.id, '0')).rejects.toMatchObject({
          status: 409,
          fields: { payment: 'alreadyVoided' },
        });
        await expect(repairs().voidPayment(approved.id, '9')).rejects.toMatchObject({ status: 404 });

        // A cancelled job owes nothing: a payment on it is over the balance.
        const cancelled = await logJob(tag, { estimate: 'RM 100' });
        await repairs().move(cancelled.id, { from: 'received', status: 'cancelled' });
        await expect(
          repairs().recordPayment(cancelled.id, { amount: 100, method: 'cash', date: today() }),
        ).rejects.toMatchObject({ status: 409, fields: { amount: 'overBalance' } });

        // The customer's page sees the sums, never the payments.
        await backend().auth.signOut();
        const view = await repairs().status(approved.token);
        expect(view?.money).toEqual(voided.money);
        expect(JSON.stringify(view)).not.toContain('Entered twice');
        await signIn();
      },
    );

    test.runIf(data)(
      'a payment dated before the job was received is refused, and the day it was received is taken',
      async () => {
        await signIn();
        const job = await logJob(letterTag(), { estimate: 'RM 100' });
        const received = dayInMalaysia(job.createdAt);
        const dayBefore = new Date(Date.parse(`${received}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
        for (const date of [dayBefore, '1900-01-01', '0000-01-01']) {
          await expect(
            repairs().recordPayment(job.id, { amount: 100, method: 'cash', date }),
            date,
          ).rejects.toMatchObject({ status: 409, fields: { date: 'beforeReceived' } });
        }
        expect(await repairs().get(job.id)).toEqual(job);
        const paid = await repairs().recordPayment(job.id, { amount: 100, method: 'cash', date: received });
        expect(paid.money.paid).toBe(100);
      },
    );

    test.runIf(data)('the cap of 20 payments counts only the payments not voided', async () => {
      await signIn();
      let job = await logJob(letterTag(), { estimate: 'RM 1,000' });
      // Five entered by mistake and voided, then twenty that count: the twentieth is the final payment.
      for (let i = 0; i < 5; i++) {
        job = await repairs().recordPayment(job.id, { amount: 100, method: 'cash', date: today() });
        job = await repairs().voidPayment(job.id, job.payments.at(-1)!.id, { reason: 'Typed twice' });
      }
      for (let i = 0; i < 19; i++) {
        job = await repairs().recordPayment(job.id, { amount: 100, method: 'cash', date: today() });
      }
      const last = await repairs().recordPayment(job.id, { amount: 98_100, method: 'duitnow', date: today() });
      expect(last.payments).toHaveLength(25);
      expect(last.money).toMatchObject({ paid: 100_000, balance: 0 });
      await repairs().voidPayment(job.id, last.payments.at(-1)!.id, { reason: 'Wrong amount' });
      await repairs().recordPayment(job.id, { amount: 100, method: 'cash', date: today() });
      await expect(
        repairs().recordPayment(job.id, { amount: 100, method: 'cash', date: today() }),
      ).rejects.toMatchObject({ status: 409, fields: { payments: 'tooMany' } });
    });

    test.runIf(data)(
      'the estimate: its change is audited with both amounts, never below what was paid, fixed once ended',
      async () => {
        await signIn();
        const tag = letterTag();
        const job = await logJob(tag, { estimate: 'RM 300', deposit: 'RM 100' });
        const input = (estimate: string) =>
          makeRepairInput({
            customerName: job.customerName,
            customerPhone: job.customerPhone,
            estimate,
          });
        await expect(repairs().update(job.id, input('RM 99.99'))).rejects.toMatchObject({
          status: 409,
          fields: { estimate: 'belowPaid' },
        });
        expect(await repairs().get(job.id)).toEqual(job);
        const changed = await repairs().update(job.id, input('RM 250'));
        expect(changed.money).toMatchObject({ basis: 'estimate', approved: 25_000, paid: 10_000, balance: 15_000 });
        const entry = (await backend().audit.list({ limit: 20 })).items.find(
          (item) => item.action === 'repair.update' && item.target === job.id,
        );
        expect(entry?.detail).toMatchObject({ estimateFrom: '30000', estimateTo: '25000' });

        const collected = await moveAlong(changed, ['diagnosing', 'repairing', 'ready', 'collected']);
        await expect(repairs().update(job.id, input('RM 700'))).rejects.toMatchObject({
          status: 409,
          fields: { estimate: 'billFixed' },
        });
        expect((await repairs().get(job.id))!.money).toEqual(collected.money);
      },
    );

    test.runIf(data)(
      'a job that ends without the work owes its charge only; the rest is refunded at the end, to zero',
      async () => {
        await signIn();
        const tag = letterTag();
        // Cancelled with a deposit and no charge: nothing owed, the whole deposit to refund.
        const cancelled = await logJob(tag, { estimate: 'RM 500', deposit: 'RM 100' });
        expect(cancelled.money).toMatchObject({ balance: 40_000, held: 0, toRefund: 0 });
        await expect(
          repairs().recordPayment(cancelled.id, { kind: 'refund', amount: 100, method: 'cash', date: today() }),
        ).rejects.toMatchObject({ status: 409, fields: { kind: 'notEnded' } });
        const ended = await repairs().move(cancelled.id, { from: 'received', status: 'cancelled' });
        expect(ended.money).toMatchObject({ basis: 'ended', due: 0, balance: 0, toRefund: 10_000 });
        await expect(
          repairs().recordPayment(cancelled.id, { kind: 'refund', amount: 10_001, method: 'cash', date: today() }),
        ).rejects.toMatchObject({ status: 409, fields: { amount: 'overRefund' } });
        const refunded = await repairs().recordPayment(cancelled.id, {
          kind: 'refund',
          amount: 'RM 100',
          method: 'duitnow',
          date: today(),
        });
        expect(refunded.payments.at(-1)).toMatchObject({ kind: 'refund', amount: 10_000, method: 'duitnow' });
        expect(refunded.money).toMatchObject({ paid: 0, balance: 0, toRefund: 0 });
        // A refund is voided like a payment: the money is to refund again.
        const voided = await repairs().voidPayment(cancelled.id, refunded.payments.at(-1)!.id, { reason: 'Not paid' });
        expect(voided.money).toMatchObject({ paid: 10_000, toRefund: 10_000 });

        // Returned unrepaired after a look, with an inspection fee: that is the bill; the estimate is not.
        const looked = await moveAlong(await logJob(tag, { estimate: 'RM 500', deposit: 'RM 100' }), ['diagnosing']);
        const returned = await repairs().move(looked.id, {
          from: 'diagnosing',
          status: 'returnedUnrepaired',
          note: 'Board beyond repair',
          charge: { description: 'Inspection fee', amount: 'RM 30' },
        });
        expect(returned.history.at(-1)).toMatchObject({
          status: 'returnedUnrepaired',
          charge: { description: 'Inspection fee', amount: 3_000 },
        });
        expect(returned.money).toMatchObject({ due: 3_000, paid: 10_000, balance: 0, toRefund: 7_000 });
        await expect(
          repairs().recordPayment(returned.id, { amount: 100, method: 'cash', date: today() }),
        ).rejects.toMatchObject({ status: 409, fields: { amount: 'overBalance' } });
        const settled = await repairs().recordPayment(returned.id, {
          kind: 'refund',
          amount: 7_000,
          method: 'cash',
          date: today(),
        });
        expect(settled.money).toMatchObject({ due: 3_000, paid: 3_000, balance: 0, toRefund: 0 });
        // The customer's page says the same sums.
        await backend().auth.signOut();
        expect((await repairs().status(returned.token))?.money).toEqual(settled.money);
        await signIn();
        // A charge goes only with an end without the work.
        const open = await moveAlong(await logJob(tag), ['diagnosing']);
        await expect(
          repairs().move(open.id, {
            from: 'diagnosing',
            status: 'repairing',
            charge: { description: 'Inspection fee', amount: 3_000 },
          }),
        ).rejects.toMatchObject({ status: 400, fields: { charge: 'invalid' } });
      },
    );

    test.runIf(data)(
      'a deposit paid while the quote waits is held: nothing is to return while the job goes on',
      async () => {
        await signIn();
        const job = await moveAlong(await logJob(letterTag(), { estimate: 'RM 150', deposit: 'RM 50' }), [
          'diagnosing',
        ]);
        expect(job.money).toMatchObject({ basis: 'estimate', approved: 15_000, paid: 5_000, balance: 10_000 });
        const quoted = await repairs().move(job.id, {
          from: 'diagnosing',
          status: 'awaitingApproval',
          lines: ONE_LINE,
        });
        expect(quoted.money).toMatchObject({ basis: 'awaiting', approved: 0, balance: 0, held: 5_000, toRefund: 0 });
        await backend().auth.signOut();
        expect((await repairs().status(quoted.token))?.money).toMatchObject({ held: 5_000, toRefund: 0, balance: 0 });
        await signIn();
      },
    );

    test.runIf(data)('bad money and lines are refused naming the field, and nothing is half-written', async () => {
      await signIn();
      const job = await moveAlong(await logJob(letterTag()), ['diagnosing']);
      const quote = (line: Partial<RepairLineInput>) =>
        repairs().move(job.id, {
          from: 'diagnosing',
          status: 'awaitingApproval',
          lines: [ONE_LINE[0]!, { ...ONE_LINE[0]!, ...line }],
        });
      const refusals: Array<[Partial<RepairLineInput>, Record<string, string>]> = [
        [{ unitPrice: '12.345' }, { 'lines.1.unitPrice': 'amount' }],
        [{ unitPrice: 1234.5 }, { 'lines.1.unitPrice': 'amount' }],
        [{ unitPrice: -1 }, { 'lines.1.unitPrice': 'amount' }],
        [{ quantity: 0 }, { 'lines.1.quantity': 'quantity' }],
        [{ quantity: -1 }, { 'lines.1.quantity': 'quantity' }],
        [{ quantity: 100_000 }, { 'lines.1.quantity': 'quantity' }],
        [{ quantity: 1.5 }, { 'lines.1.quantity': 'quantity' }],
        [{ description: ' ' }, { 'lines.1.description': 'required' }],
      ];
      for (const [line, fields] of refusals) {
        await expect(quote(line), JSON.stringify(line)).rejects.toMatchObject({ status: 400, code: 'invalid', fields });
      }
      await expect(
        repairs().move(job.id, {
          from: 'diagnosing',
          status: 'awaitingApproval',
          lines: Array.from({ length: 21 }, () => ONE_LINE[0]!),
        }),
      ).rejects.toMatchObject({ status: 400, fields: { lines: 'tooMany' } });
      for (const amount of ['12.345', 0, 12.5, 'twelve', '5,00', '1,0,0', '1 000', '１００']) {
        await expect(
          repairs().recordPayment(job.id, { amount, method: 'cash', date: today() }),
          String(amount),
        ).rejects.toMatchObject({ status: 400, fields: { amount: 'amount' } });
      }
      await expect(
        repairs().recordPayment(job.id, { amount: 100, method: 'cheque' as 'cash', date: '2026-02-30' }),
      ).rejects.toMatchObject({ status: 400, fields: { method: 'invalid', date: 'date' } });
      expect(await repairs().get(job.id)).toEqual(job);
    });

    test.runIf(data)(
      'a warranty claim links both jobs, priced zero; refused before collection and after the end',
      async () => {
        await signIn();
        const tag = letterTag();
        await withRepairSettings({ warrantyDays: 30 }, async () => {
          const ready = await moveAlong(await approvedJob(tag), ['repairing', 'ready']);
          await expect(repairs().warrantyClaim(ready.id, { fault: 'Again' })).rejects.toMatchObject({
            status: 409,
            fields: { status: 'notCollected' },
          });
          const collected = await repairs().move(ready.id, { from: 'ready', status: 'collected' });
          expect(collected.warrantyDays).toBe(30);
          const collectedDay = Date.parse(`${dayInMalaysia(collected.collectedAt!)}T00:00:00Z`);
          expect(collected.warrantyEndsOn).toBe(new Date(collectedDay + 30 * 86_400_000).toISOString().slice(0, 10));

          const claim = await repairs().warrantyClaim(collected.id, { fault: 'Same fault again' });
          expect(claim).toMatchObject({
            status: 'received',
            customerName: collected.customerName,
            customerPhone: collected.customerPhone,
            machine: collected.machine,
            fault: 'Same fault again',
            estimate: 0,
            claimOf: { id: collected.id, number: collected.number },
            claims: [],
            money: { approved: 0, balance: 0 },
          });
          expect(claim.number).not.toBe(collected.number);
          const first = (await repairs().get(collected.id))!;
          expect(first.claims).toEqual([{ id: claim.id, number: claim.number }]);
          // The fault is the claim's own: never the first job's copied.
          await expect(repairs().warrantyClaim(collected.id, { fault: ' ' })).rejects.toMatchObject({
            status: 400,
            fields: { fault: 'required' },
          });
          // While the claim is open, another claim is that same job: a second tap makes nothing new.
          const again = await repairs().warrantyClaim(collected.id, { fault: 'Tapped twice' });
          expect(again).toEqual(await repairs().get(claim.id));
          expect((await repairs().get(collected.id))!.claims).toHaveLength(1);
          // Once it is closed, a new fault is a new claim.
          await repairs().move(claim.id, { from: 'received', status: 'cancelled' });
          const second = await repairs().warrantyClaim(collected.id, { fault: 'Another fault' });
          expect(second.id).not.toBe(claim.id);
          expect(second.fault).toBe('Another fault');
          // Insights count the claims against the jobs collected, per month in Malaysia.
          const month = (await repairs().insights()).months.at(-1)!;
          expect(month.month).toBe(dayInMalaysia(claim.createdAt).slice(0, 7));
          expect(month.claims).toBeGreaterThanOrEqual(2);
          expect(month.collected).toBeGreaterThanOrEqual(1);
          expect(month.claimRate).toBe(Math.round((month.claims / month.collected) * 1000) / 1000);

          if (ageRepair) {
            await ageRepair(collected.id, 31);
            await repairs().move(second.id, { from: 'received', status: 'cancelled' });
            await expect(repairs().warrantyClaim(collected.id, { fault: 'Late' })).rejects.toMatchObject({
              status: 409,
              fields: { warranty: 'warrantyEnded' },
            });
            expect((await repairs().get(collected.id))!.claims).toHaveLength(2);
          }
        });
      },
    );

    test.runIf(data)('five warranty claims sent at once make one job, and each answers with it', async () => {
      await signIn();
      const collected = await moveAlong(await approvedJob(letterTag()), ['repairing', 'ready', 'collected']);
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) => repairs().warrantyClaim(collected.id, { fault: `Tap ${i + 1}` })),
      );
      const first = (await repairs().get(collected.id))!;
      expect(first.claims).toHaveLength(1);
      expect(new Set(answers.map((job) => job.id))).toEqual(new Set([first.claims[0]!.id]));
    });

    test.runIf(data)(
      'machine history: the same serial in any spelling, or the same phone in any spelling',
      async () => {
        await signIn();
        const tag = letterTag();
        const digits = mobileDigits();
        const serial = `SN-${tag}-77`;
        const job = await logJob(tag, { serial, customerPhone: `0${digits}` });
        const sameSerial = await logJob(tag, { serial: ` sn ${tag} 77 `.toUpperCase().toLowerCase() });
        const samePhone = await logJob(tag, {
          serial: '',
          customerPhone: `+60 ${digits.slice(0, 2)}-${digits.slice(2)}`,
        });
        const other = await logJob(tag, { serial: `OTHER${tag}` });
        const history = (await repairs().machineHistory(job.id)).map((item) => item.id);
        expect(history).toEqual([samePhone.id, sameSerial.id]);
        expect(history).not.toContain(other.id);
        expect(history).not.toContain(job.id);
        await expect(repairs().machineHistory('NoSuchJob00000000000')).rejects.toMatchObject({ status: 404 });
      },
    );

    test.runIf(data)(
      'reminders fall on day 3, 7, 14 and 30 after ready in Malaysia, across a month’s end',
      async () => {
        await signIn();
        const ready = await moveAlong(await approvedJob(letterTag()), ['repairing', 'ready']);
        expect(ready.readyAt).not.toBeNull();
        const readyDay = Date.parse(`${dayInMalaysia(ready.readyAt!)}T00:00:00Z`);
        const day = (offset: number) => new Date(readyDay + offset * 86_400_000).toISOString().slice(0, 10);
        // Forty days from any day cross at least one month's end.
        expect(new Set(Array.from({ length: 41 }, (_, offset) => day(offset).slice(0, 7))).size).toBeGreaterThan(1);
        for (let offset = 0; offset <= 40; offset++) {
          const due = (await repairs().reminders(day(offset))).find((item) => item.job.id === ready.id);
          const expected = [...REMINDER_DAYS].reverse().find((reminder) => reminder <= offset);
          expect(due?.day, `day ${offset}`).toBe(expected);
          if (due) expect(due.daysSinceReady).toBe(offset);
          expect(dueReminder(ready, day(offset))?.day).toBe(expected);
        }
        // Today (day 0) nothing is due: marking day 3 is refused.
        await expect(repairs().markReminderSent(ready.id, 3)).rejects.toMatchObject({
          status: 409,
          fields: { day: 'notDue' },
        });
        if (ageRepair) {
          await ageRepair(ready.id, 3);
          expect((await repairs().reminders()).find((item) => item.job.id === ready.id)?.day).toBe(3);
          const counts = await repairs().counts();
          expect(counts.toRemind).toBeGreaterThanOrEqual(1);
          const sent = await repairs().markReminderSent(ready.id, 3);
          expect(sent.remindersSent).toEqual([{ day: 3, at: expect.any(String) }]);
          expect(await repairs().markReminderSent(ready.id, 3)).toEqual(sent);
          expect((await repairs().reminders()).find((item) => item.job.id === ready.id)).toBeUndefined();
          await expect(repairs().markReminderSent(ready.id, 7)).rejects.toMatchObject({ fields: { day: 'notDue' } });
        }
      },
    );

    test.runIf(data && ageRepair !== undefined)(
      'the storage fee: per day past the free days after ready, charged at collection and owed',
      async () => {
        await signIn();
        await withRepairSettings({ storageFeePerDay: 500, storageFreeDays: 2 }, async () => {
          const ready = await moveAlong(await approvedJob(letterTag()), ['repairing', 'ready']);
          await ageRepair!(ready.id, 5);
          const paid = await repairs().recordPayment(ready.id, {
            amount: ready.money.balance,
            method: 'cash',
            date: today(),
          });
          expect(paid.money.balance).toBe(0);
          const collected = await repairs().move(ready.id, { from: 'ready', status: 'collected' });
          expect(collected.storageFee).toEqual({ days: 5, freeDays: 2, perDay: 500, amount: 1_500 });
          expect(collected.money).toMatchObject({ storageFee: 1_500, due: 15_000 + 1_500, balance: 1_500 });
          const settled = await repairs().recordPayment(ready.id, { amount: 1_500, method: 'cash', date: today() });
          expect(settled.money.balance).toBe(0);
        });
        // Without a fee in Shop settings, none is charged.
        const ready = await moveAlong(await approvedJob(letterTag()), ['repairing', 'ready']);
        await ageRepair!(ready.id, 40);
        expect((await repairs().move(ready.id, { from: 'ready', status: 'collected' })).storageFee).toBeNull();
      },
    );
  });
}
