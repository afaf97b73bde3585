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
import type { RepairInput, RepairMove } from '@/domain/repair-schema';
import { REPAIR_INSIGHT_WEEKS, weekStart } from '@/domain/repair-insights';
import { REPAIRS_CSV_COLUMNS } from '@/domain/repairs-csv';
import { csvCell } from '@/domain/orders-csv';
import type { Language } from '@/domain/limits';
import type { Backend } from '../backend';
import type { ContractHarness } from './backend-contract';
import { makeRepairInput } from '../../../tests/factories';

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

/** The keys of RepairStatusView: all the customer's page is given. */
const VIEW_KEYS = [
  'createdAt',
  'estimate',
  'firstName',
  'history',
  'language',
  'machine',
  'number',
  'promisedDate',
  'quote',
  'status',
  'token',
  'updatedAt',
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

/** A move to `status` as the admin's screen sends it: a quote when the move asks for the customer's approval. */
function moveTo(status: RepairStatus, note = ''): RepairMove {
  return status === 'awaitingApproval' ? { status, note, quote: 'RM 150' } : { status, note };
}

const CSV_HEADER = (language: Language) =>
  Object.values(REPAIRS_CSV_COLUMNS)
    .map((names) => csvCell(names[language]))
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
    const logJob = (tag: string, overrides: Partial<RepairInput> = {}) =>
      repairs().create(
        makeRepairInput({ customerName: `Ahmad ${tag} Ismail`, customerPhone: `0${mobileDigits()}`, ...overrides }),
      );
    const moveAlong = async (job: RepairJob, statuses: readonly RepairStatus[]): Promise<RepairJob> => {
      let moved = job;
      for (const status of statuses) moved = await repairs().move(job.id, moveTo(status));
      return moved;
    };
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
          estimate: 80,
          deposit: 1250.5,
          promisedDate: '2026-12-15',
          status: 'received',
          quote: null,
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
          deposit: null,
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
        deposit: null,
        promisedDate: null,
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
      await repairs().move(closed.id, { status: 'cancelled', note: 'Customer took it back.' });
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
        await repairs().move(rahman.id, { status: 'diagnosing' });

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
            await expect(repairs().move(at.id, moveTo(to)), `${from} → ${to}`).rejects.toMatchObject({
              status: 409,
              code: 'conflict',
              fields: { status: 'moveNotAllowed' },
            });
          }
          expect(await repairs().get(at.id), `${from}: refused moves changed nothing`).toEqual(at);

          for (const to of REPAIR_MOVES[from] as readonly RepairStatus[]) {
            const job = await moveAlong(await logJob(tag), ways[from]);
            const moved = await repairs().move(job.id, moveTo(to, `${from} to ${to}`));
            expect(moved.status, `${from} → ${to}`).toBe(to);
            expect(moved.history).toHaveLength(job.history.length + 1);
            expect(moved.history.at(-1)).toMatchObject({ kind: 'status', status: to, note: `${from} to ${to}` });
            expect(moved.history.slice(0, -1)).toEqual(job.history);
            expect(moved.updatedAt >= job.updatedAt).toBe(true);
            expect(moved.number).toBe(job.number);
            expect(moved.token).toBe(job.token);
          }
        }
        // The example of issue 35: a collected machine does not go back to the bench.
        const collected = await moveAlong(await logJob(tag), ways.collected);
        await expect(repairs().move(collected.id, { status: 'repairing' })).rejects.toMatchObject({
          status: 409,
          fields: { status: 'moveNotAllowed' },
        });
        expect((await repairs().get(collected.id))?.status).toBe('collected');
        await expect(repairs().move('NoSuchJob00000000000', { status: 'diagnosing' })).rejects.toMatchObject({
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
      'a move to waiting for approval needs a quote; the customer answers it once, and the admin sees the answer',
      async () => {
        await signIn();
        const tag = letterTag();
        const job = await moveAlong(await logJob(tag), ['diagnosing']);
        await expect(repairs().move(job.id, { status: 'awaitingApproval', note: 'No amount' })).rejects.toMatchObject({
          status: 400,
          code: 'invalid',
          fields: { quote: 'quoteRequired' },
        });
        expect(await repairs().get(job.id)).toEqual(job);

        const quoted = await repairs().move(job.id, {
          status: 'awaitingApproval',
          note: 'New rectifier board',
          quote: 'RM 1,350.50',
        });
        expect(quoted.quote).toEqual({ amount: 1350.5, note: 'New rectifier board', answer: null, answeredAt: null });
        expect(quoted.history.at(-1)).toMatchObject({
          kind: 'status',
          status: 'awaitingApproval',
          note: 'New rectifier board',
          quote: 1350.5,
        });

        // The customer, with the link and nothing else.
        await backend().auth.signOut();
        const seen = await repairs().status(quoted.token);
        expect(seen).toMatchObject({ status: 'awaitingApproval', quote: quoted.quote });
        const answered = await repairs().answerQuote(quoted.token, 'approved');
        expect(answered?.quote).toMatchObject({ amount: 1350.5, answer: 'approved' });
        expect(Date.parse(answered!.quote!.answeredAt!)).not.toBeNaN();
        expect(answered?.status).toBe('awaitingApproval');
        expect(answered?.history.at(-1)).toMatchObject({ kind: 'answer', answer: 'approved' });
        await expect(repairs().answerQuote(quoted.token, 'declined')).rejects.toMatchObject({
          status: 409,
          code: 'conflict',
          fields: { answer: 'notAwaitingAnswer' },
        });
        expect(await repairs().status(quoted.token)).toEqual(answered);
        expect(await repairs().answerQuote(newRepairToken(), 'approved')).toBeNull();
        expect(await repairs().answerQuote('not-a-token', 'approved')).toBeNull();

        await signIn();
        const seenByAdmin = await repairs().get(job.id);
        expect(seenByAdmin?.quote).toEqual(answered?.quote);
        expect(seenByAdmin?.history.at(-1)).toMatchObject({ kind: 'answer', answer: 'approved' });

        // A second look and a new quote: the customer answers the new one.
        await repairs().move(job.id, { status: 'diagnosing', note: 'Checking the fan too' });
        const requoted = await repairs().move(job.id, { status: 'awaitingApproval', quote: 400 });
        expect(requoted.quote).toEqual({ amount: 400, note: '', answer: null, answeredAt: null });
        const waiting = await logJob(tag);
        await backend().auth.signOut();
        expect((await repairs().answerQuote(requoted.token, 'declined'))?.quote?.answer).toBe('declined');
        // A job that does not wait for an answer takes none.
        await expect(repairs().answerQuote(waiting.token, 'approved')).rejects.toMatchObject({
          status: 409,
          fields: { answer: 'notAwaitingAnswer' },
        });
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
        // Four digits before the point: no time of an ISO date has them, so it cannot be there by chance.
        deposit: '9876.54',
      });
      await backend().auth.signOut();

      const view = await repairs().status(job.token);
      expect(view).not.toBeNull();
      expect(Object.keys(view!).sort()).toEqual(VIEW_KEYS);
      expect(Object.keys(view!.machine).sort()).toEqual(['brand', 'model']);
      expect(view).toEqual({
        token: job.token,
        number: job.number,
        firstName: 'Siti',
        language: 'ms',
        machine: { brand: 'Lincoln', model: 'Invertec 200' },
        status: 'received',
        estimate: 80,
        promisedDate: job.promisedDate,
        quote: null,
        history: job.history,
        createdAt: job.createdAt,
        updatedAt: job.updatedAt,
      } satisfies RepairStatusView);
      const text = JSON.stringify(view);
      for (const secret of [job.customerPhone, digits, `${tag}nurhaliza`, 'Tarudin', `SER${tag}77`, '9876.54', job.id]) {
        expect(text, secret).not.toContain(secret);
      }
      expect(text).not.toContain('deposit');
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
        ['move', () => repairs().move(job.id, { status: 'diagnosing' })],
        ['counts', () => repairs().counts()],
        ['exportCsv', () => repairs().exportCsv({})],
        ['insights', () => repairs().insights()],
        ...(images ? [['uploadPhoto', () => repairs().uploadPhoto(file, String(Date.now()), 0)] as [string, () => Promise<unknown>]] : []),
      ];
      for (const [name, call] of refused) await expect(call(), name).rejects.toMatchObject({ status: 401 });
      await signIn();
      expect(await repairs().get(job.id)).toEqual(job);
    });

    test.runIf(data)('counts hold every status and the open jobs past their promised date', async () => {
      await signIn();
      const tag = letterTag();
      const before = await repairs().counts();
      expect(Object.keys(before).sort()).toEqual([...REPAIR_STATUSES, 'overdue'].sort());
      await logJob(tag, { promisedDate: '2020-01-06' });
      await logJob(tag, { promisedDate: '2999-12-31' });
      await logJob(tag, { promisedDate: null });
      const cancelled = await logJob(tag, { promisedDate: '2020-01-06' });
      await repairs().move(cancelled.id, { status: 'cancelled' });
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
        await repairs().move(cancelled.id, { status: 'cancelled' });
        const ready = await moveAlong(await logJob(tag, { promisedDate: '2021-03-01' }), ['diagnosing', 'repairing', 'ready']);

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
      await repairs().move(cancelled.id, { status: 'cancelled' });

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
        expect(repairs().create({ ...input, customerName: `Bad ${tag}` }), JSON.stringify(fields)).rejects.toMatchObject(
          { status: 400, code: 'invalid', fields },
        );
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
  });
}
