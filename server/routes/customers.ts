import { Readable } from 'node:stream';
import { FALLBACK_LANGUAGE } from '@/domain/limits';
import {
  PersonCopyQuerySchema,
  PersonCorrectionRequestSchema,
  PersonQuerySchema,
  erasureAuditDetail,
  type PersonQuery,
} from '@/domain/personal-data';
import { copyCsvHeader, copyFileName, orderCopyCsv, repairCopyCsv } from '@/domain/personal-data-copy';
import { personalDataCopyLabels } from '@/i18n/personal-data-labels';
import { z } from '@/domain/zod';
import type { Db } from '../db/database';
import { createPersonalDataRepository, type PersonalDataRepository } from '../db/personal-data';
import { createSettingsRepository } from '../db/settings';
import { HttpError, parseOrThrow } from '../http-errors';
import type { ApiServer } from '../route-schemas';
import { removeUnreferencedRepairPhotos } from '../uploads/cleanup';

/** The copy, a record at a time: JSON as one object of two lists, or the CSV file's lines. */
function* copyChunks(
  data: PersonalDataRepository,
  person: PersonQuery,
  format: 'json' | 'csv',
  language: Parameters<typeof personalDataCopyLabels>[0],
): Generator<string> {
  if (format === 'csv') {
    const labels = personalDataCopyLabels(language);
    yield copyCsvHeader(labels);
    for (const order of data.orders(person)) yield orderCopyCsv(order, labels);
    for (const job of data.repairs(person)) yield repairCopyCsv(job, labels);
    return;
  }
  yield `{"madeAt":${JSON.stringify(new Date().toISOString())},"orders":[`;
  let first = true;
  for (const order of data.orders(person)) {
    yield `${first ? '' : ','}${JSON.stringify(order)}`;
    first = false;
  }
  yield '],"repairs":[';
  first = true;
  for (const job of data.repairs(person)) {
    yield `${first ? '' : ','}${JSON.stringify(job)}`;
    first = false;
  }
  yield ']}\n';
}

/** Whom a copy is of, from its query: one of a phone and a name, as PersonQuerySchema has it. */
function personOf(query: { phone?: string | undefined; name?: string | undefined }): PersonQuery {
  return parseOrThrow(PersonQuerySchema, { phone: query.phone, name: query.name }, 'person');
}

/**
 * The admin's Customer data (issue 39): find a person by phone in any spelling or by name across the orders and
 * repair jobs, a copy as JSON or CSV streamed a record at a time, a correction of the name or phone everywhere, and
 * an erasure refused while an order or job of theirs is open. The audit entries say who and when, not whom. The
 * retention sweep runs here on request and daily (scheduleRetentionSweep).
 */
export async function customerRoutes(app: ApiServer, options: { db: Db; uploadsDir: string }): Promise<void> {
  const { db, uploadsDir } = options;
  const data = createPersonalDataRepository(db);
  const settings = createSettingsRepository(db);

  app.get(
    '/api/customers',
    { config: { access: 'admin', what: { querystring: 'person' } }, schema: { querystring: PersonQuerySchema } },
    async (request) => data.find(request.query),
  );

  app.get(
    '/api/customers/copy',
    { config: { access: 'admin', what: { querystring: 'copy' } }, schema: { querystring: PersonCopyQuerySchema } },
    async (request, reply) => {
      const { format, language = FALLBACK_LANGUAGE } = request.query;
      const person = personOf(request.query);
      return reply
        .header('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${copyFileName(format)}"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(copyChunks(data, person, format, language)));
    },
  );

  app.post(
    '/api/customers/correct',
    { config: { access: 'admin', what: { body: 'correction' } }, schema: { body: PersonCorrectionRequestSchema } },
    async (request) => {
      const counts = data.correct(request.body.person, request.body.change);
      request.audit('customer.correct');
      return counts;
    },
  );

  app.post(
    '/api/customers/erase',
    {
      config: { access: 'admin', what: { body: 'person' } },
      schema: { body: z.object({ person: PersonQuerySchema }) },
    },
    async (request) => {
      const answer = data.erase(request.body.person);
      if ('refused' in answer) {
        throw new HttpError(409, 'openRecords', 'The person has open orders or repairs.', { params: answer.refused });
      }
      const { photoAddresses, ...counts } = answer.erased;
      await removeUnreferencedRepairPhotos(db, uploadsDir, photoAddresses);
      request.audit('customer.erase');
      return counts;
    },
  );

  app.post('/api/customers/sweep', { config: { access: 'admin' } }, async (request) => {
    const { photoAddresses, ...counts } = data.sweep(settings.get().retentionMonths);
    await removeUnreferencedRepairPhotos(db, uploadsDir, photoAddresses);
    request.audit('customer.sweep', { detail: erasureAuditDetail(counts) });
    return counts;
  });
}
