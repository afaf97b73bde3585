import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CUSTOMER_ACTOR, isImageOwner } from '@/domain';
import { FALLBACK_LANGUAGE } from '@/domain/limits';
import { repairStatusView } from '@/domain/repair';
import { REPAIR_PHOTO_FOLDER, isRepairPhotoKey } from '@/domain/repair-photo';
import {
  QuoteAnswerSchema,
  ReminderSentSchema,
  RepairClaimInputSchema,
  RepairCreateInputSchema,
  RepairExportQuerySchema,
  RepairInputSchema,
  RepairMoveSchema,
  RepairPaymentInputSchema,
  RepairQuerySchema,
  RepairRemindersQuerySchema,
  RepairVoidSchema,
} from '@/domain/repair-schema';
import { buildRepairsCsv, repairsCsvFileName } from '@/domain/repairs-csv';
import { repairsCsvLabels } from '@/i18n/repairs-csv-labels';
import { derivedImageKeys } from '@/domain/image-variants';
import { clientKey } from '../auth/throttle';
import type { Db } from '../db/database';
import { createRepairRepository, type RepairRefusal } from '../db/repairs-store';
import { HttpError, parseOrThrow } from '../http/http-errors';
import { pathInsideOrNull, realPathInside } from '../ops/inside-folder';
import { adminFiles } from '../plugins/public-files';
import { createRateLimiter } from '../http/rate-limiter';
import type { ApiServer } from '../http/route-schemas';
import { removeUnreferencedRepairPhotos } from '../uploads/cleanup';
import { storeRepairPhoto } from '../uploads/images';
import { readUploadForm } from '../uploads/upload-form';
import { IdParamsSchema } from './params';

export type RepairRoutesOptions = {
  db: Db;
  uploadsDir: string;
  /** Status reads and answers one address may make per minute (REPAIR_STATUS_PER_MINUTE unless a test asks). */
  statusPerMinute?: number;
};

/**
 * What one address may ask of the customer's status link in a minute: a customer opens the page, reloads it now and
 * then, and answers once; a few customers behind one mobile network's address do the same. Thirty is far above that
 * and far below what a script guessing tokens (hopeless at 128 bits anyway) or flooding the store would want.
 */
export const REPAIR_STATUS_PER_MINUTE = 30;

/** The admin's job that is not there. */
function notFound(): HttpError {
  return new HttpError(404, 'notFound', 'Repair not found.', { params: { what: 'repair' } });
}

/**
 * A status link that opens nothing: a token no job has and a text of any other form get this same answer, the
 * words of an address that matches no route, so that the link tells nothing of what exists.
 */
function noSuchLink(): HttpError {
  return new HttpError(404, 'notFound', 'Not found');
}

/**
 * A refused write as the API says it: 404 for what is not there, else 409 'conflict' naming the field and its code;
 * the customer's answer carries the view as it is now (`current`), so the page shows the current quote.
 */
function refused(refusal: RepairRefusal, link = false): HttpError {
  if (refusal.refused === 'notFound') return link ? noSuchLink() : notFound();
  const current = link && refusal.current ? { current: repairStatusView(refusal.current) } : {};
  return new HttpError(409, 'conflict', `Refused: ${refusal.field}: ${refusal.code}`, {
    fields: { [refusal.field]: refusal.code },
    ...current,
  });
}

/** A job's write as the answer sends it, or its refusal thrown. */
function written<T>(result: T | RepairRefusal): Exclude<T, RepairRefusal> {
  if (result && typeof result === 'object' && 'refused' in result) throw refused(result as RepairRefusal);
  return result as Exclude<T, RepairRefusal>;
}

/** The status link's token as a route parameter: any text, so that a malformed one reaches the same not-found. */
const TokenParamsSchema = z.object({ token: z.string() });

/** A payment of a job: the job's id and the payment's place on it. */
const PaymentParamsSchema = IdParamsSchema.extend({ paymentId: z.string().regex(/^\d{1,3}$/) });

const PhotoFieldsSchema = z.object({
  owner: z.string().refine(isImageOwner, { error: 'invalid' }),
  index: z.coerce.number().int().min(0).max(99, { error: 'invalid' }),
});

/** A name under `/uploads/repairs/`: a photo's key as the server writes it, or one of its resized copies. */
function isStoredRepairPhotoName(name: string): boolean {
  const key = `${REPAIR_PHOTO_FOLDER}/${name}`;
  if (isRepairPhotoKey(key)) return true;
  const suffix = derivedImageKeys('').find((end) => key.endsWith(end));
  return suffix !== undefined && isRepairPhotoKey(key.slice(0, -suffix.length));
}

/**
 * Repair jobs: the admin's list, counts, export, figures, jobs, moves and photos, and the customer's status link
 * (`/api/repair-status/:token`), which reads one job's RepairStatusView and takes the answer to its quote.
 */
export async function repairRoutes(app: ApiServer, options: RepairRoutesOptions): Promise<void> {
  const { db, uploadsDir } = options;
  const repairs = createRepairRepository(db);
  const limiter = createRateLimiter({
    limit: options.statusPerMinute ?? REPAIR_STATUS_PER_MINUTE,
    windowMs: 60_000,
    maxKeys: 20_000,
  });

  app.get(
    '/api/repairs',
    { config: { access: 'admin' }, schema: { querystring: RepairQuerySchema } },
    async (request) => repairs.list(request.query),
  );

  app.get('/api/repairs/counts', { config: { access: 'admin' } }, async () => repairs.counts());

  app.get(
    '/api/repairs/export.csv',
    { config: { access: 'admin' }, schema: { querystring: RepairExportQuerySchema } },
    async (request, reply) => {
      const { status, overdue, language = FALLBACK_LANGUAGE } = request.query;
      const csv = buildRepairsCsv(repairs.listForExport({ status, overdue }), repairsCsvLabels(language));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${repairsCsvFileName()}"`)
        .send(csv);
    },
  );

  app.get('/api/repairs/insights', { config: { access: 'admin' } }, async () => repairs.insights());

  app.get(
    '/api/repairs/reminders',
    { config: { access: 'admin' }, schema: { querystring: RepairRemindersQuerySchema } },
    async (request) => repairs.reminders(request.query.on),
  );

  app.get(
    '/api/repairs/:id',
    { config: { access: 'admin', what: { params: 'repair id' } }, schema: { params: IdParamsSchema } },
    async (request) => {
      const job = repairs.get(request.params.id);
      if (!job) throw notFound();
      return job;
    },
  );

  app.post(
    '/api/repairs',
    { config: { access: 'admin', what: { body: 'repair' } }, schema: { body: RepairCreateInputSchema } },
    async (request, reply) => {
      const job = written(repairs.create(request.body, undefined, request.admin?.email ?? ''));
      request.audit('repair.create', { target: job.id, detail: { number: job.number } });
      return reply.code(201).send(job);
    },
  );

  app.put(
    '/api/repairs/:id',
    {
      config: { access: 'admin', what: { params: 'repair id', body: 'repair' } },
      schema: { params: IdParamsSchema, body: RepairInputSchema },
    },
    async (request) => {
      const { id } = request.params;
      const { job, before, audit } = written(repairs.update(id, request.body));
      request.audit('repair.update', { target: id, detail: audit });
      const dropped = before.photos.filter((url) => !job.photos.includes(url));
      await removeUnreferencedRepairPhotos(db, uploadsDir, dropped);
      return job;
    },
  );

  app.post(
    '/api/repairs/:id/moves',
    {
      config: { access: 'admin', what: { params: 'repair id', body: 'repair move' } },
      schema: { params: IdParamsSchema, body: RepairMoveSchema },
    },
    async (request) => {
      const { id } = request.params;
      const { job, from } = written(repairs.move(id, request.body));
      request.audit('repair.status', { target: id, detail: { number: job.number, from, to: job.status } });
      return job;
    },
  );

  app.post(
    '/api/repairs/:id/payments',
    {
      config: { access: 'admin', what: { params: 'repair id', body: 'payment' } },
      schema: { params: IdParamsSchema, body: RepairPaymentInputSchema },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { job } = written(repairs.recordPayment(id, request.body, request.admin?.email ?? ''));
      const payment = job.payments.at(-1)!;
      request.audit('repair.payment', {
        target: id,
        detail: { number: job.number, amount: String(payment.amount), method: payment.method },
      });
      return reply.code(201).send(job);
    },
  );

  app.post(
    '/api/repairs/:id/payments/:paymentId/void',
    {
      config: { access: 'admin', what: { params: 'payment', body: 'void' } },
      schema: { params: PaymentParamsSchema, body: RepairVoidSchema },
    },
    async (request) => {
      const { id, paymentId } = request.params;
      const { job } = written(repairs.voidPayment(id, paymentId, request.body.reason, request.admin?.email ?? ''));
      const payment = job.payments.find((item) => item.id === paymentId)!;
      request.audit('repair.void', { target: id, detail: { number: job.number, amount: String(payment.amount) } });
      return job;
    },
  );

  app.post(
    '/api/repairs/:id/claims',
    {
      config: { access: 'admin', what: { params: 'repair id', body: 'warranty claim' } },
      schema: { params: IdParamsSchema, body: RepairClaimInputSchema },
    },
    async (request, reply) => {
      const { job, of } = written(repairs.warrantyClaim(request.params.id, request.body));
      request.audit('repair.claim', { target: job.id, detail: { number: job.number, of: of.number } });
      return reply.code(201).send(job);
    },
  );

  app.get(
    '/api/repairs/:id/machine-history',
    { config: { access: 'admin', what: { params: 'repair id' } }, schema: { params: IdParamsSchema } },
    async (request) => {
      const jobs = repairs.machineHistory(request.params.id);
      if (!jobs) throw notFound();
      return jobs;
    },
  );

  app.post(
    '/api/repairs/:id/reminders',
    {
      config: { access: 'admin', what: { params: 'repair id', body: 'reminder' } },
      schema: { params: IdParamsSchema, body: ReminderSentSchema },
    },
    async (request) => {
      const { id } = request.params;
      const { job, before } = written(repairs.markReminderSent(id, request.body.day));
      if (job !== before) {
        request.audit('repair.reminder', { target: id, detail: { number: job.number, day: String(request.body.day) } });
      }
      return job;
    },
  );

  // A photo of a job, stored as a product picture is, under repairs/: the owner is the job's id when editing, or a
  // timestamp when adding.
  app.post('/api/repairs/photos', { config: { access: 'admin' } }, async (request, reply) => {
    const form = await readUploadForm(request);
    const { owner, index } = parseOrThrow(PhotoFieldsSchema, form.fields, 'photo');
    return reply.code(201).send(await storeRepairPhoto(uploadsDir, form.bytes, owner, index, form.fileName));
  });

  /** Before anything is read: an address past its minute is told so, whatever it asked. */
  async function limitPerAddress(request: FastifyRequest): Promise<void> {
    if (!limiter.hit(clientKey(request.ip))) {
      throw new HttpError(429, 'throttled', 'Too many requests from this address: try again in a minute', {
        params: { retryAfter: 60 },
      });
    }
  }

  /** The link's headers on every answer, found or not; after the site's own (plugins/security-headers.ts). */
  async function privatePage(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    void reply.headers(PRIVATE_PAGE);
    return payload;
  }

  app.get(
    '/api/repair-status/:token',
    {
      config: { access: 'public', what: { params: 'repair link' } },
      schema: { params: TokenParamsSchema },
      onRequest: limitPerAddress,
      onSend: privatePage,
    },
    async (request) => {
      const job = repairs.findByToken(request.params.token);
      if (!job) throw noSuchLink();
      return repairStatusView(job);
    },
  );

  app.post(
    '/api/repair-status/:token/answer',
    {
      config: { access: 'public', what: { params: 'repair link', body: 'answer' } },
      schema: { params: TokenParamsSchema, body: QuoteAnswerSchema },
      onRequest: limitPerAddress,
      onSend: privatePage,
    },
    async (request) => {
      const { answer, version } = request.body;
      const result = repairs.answerQuote(request.params.token, answer, version);
      if ('refused' in result) throw refused(result, true);
      const { job } = result;
      // The entry says which way: "approved" or "declined" is its action.
      request.audit(answer === 'approved' ? 'repair.approve' : 'repair.decline', {
        actor: CUSTOMER_ACTOR,
        target: job.id,
        detail: { number: job.number, version: String(version) },
      });
      return repairStatusView(job);
    },
  );

  // The folder is made by the first photo's upload: until then every address under it is not found.
  const photosDir = path.join(uploadsDir, REPAIR_PHOTO_FOLDER);
  await app.register(
    adminFiles({
      root: photosDir,
      prefix: `/uploads/${REPAIR_PHOTO_FOLDER}/`,
      decorateReply: false,
      index: false,
      suppressWarning: true,
      // Only the names the server writes, through the folder's one door; anything else is not found.
      allowedPath: (pathname) => {
        const name = pathname.replace(/^\//, '');
        return isStoredRepairPhotoName(name) && pathInsideOrNull(photosDir, name) !== null;
      },
      // The file about to be sent, links followed, is still inside the folder.
      onFile: async (file) => {
        const inside = await realPathInside(photosDir, path.relative(path.resolve(photosDir), file)).catch(() => null);
        if (inside === null) throw new HttpError(404, 'notFound', 'Not found');
      },
      setHeaders(res) {
        res.header('X-Content-Type-Options', 'nosniff');
        res.header('Content-Security-Policy', "default-src 'none'; sandbox");
      },
    }),
  );
}

/**
 * What the status link's answers carry besides `no-store` (every route's default): not for a search engine's index,
 * and no referrer, so that the token does not leave through a link.
 */
const PRIVATE_PAGE = { 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' };
