import { Readable } from 'node:stream';
import { FALLBACK_LANGUAGE } from '@/domain/limits';
import {
  PersonCopyRequestSchema,
  PersonCorrectionRequestSchema,
  PersonEraseRequestSchema,
  PersonQuerySchema,
  erasureAuditDetail,
  type PersonRefusal,
} from '@/domain/personal-data';
import { copyChunks, copyFileName } from '@/domain/personal-data-copy';
import { personalDataCopyLabels } from '@/i18n/personal-data-labels';
import type { Db } from '../db/database';
import { createPersonalDataRepository } from '../db/personal-data-store';
import { createSettingsRepository } from '../db/settings-store';
import { HttpError } from '../http/http-errors';
import type { ApiServer } from '../http/route-schemas';
import { removeUnreferencedRepairPhotos } from '../uploads/cleanup';

/** The domain's refusal as the API's answer. */
function refusal(refused: PersonRefusal): HttpError {
  if (refused.code === 'notFound') {
    return new HttpError(404, 'notFound', 'No record of that person.', { params: { what: 'person' } });
  }
  return new HttpError(409, 'openRecords', 'The person has open orders or repairs.', { params: refused.params });
}

/**
 * The admin's Customer data (issue 39, decision 024): the people a phone in any spelling or a name finds, then a
 * copy (JSON or CSV), a correction or an erasure of one person or of the records of theirs the owner picked. Each
 * route reads, asks the domain and writes (server/db/personal-data-store.ts). Whom a copy is of travels in the body, as
 * a correction's and an erasure's do. The audit entries say who and when, not whom. The retention sweep runs here
 * on request and daily (scheduleRetentionSweep).
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

  app.post(
    '/api/customers/copy',
    { config: { access: 'admin', what: { body: 'copy' } }, schema: { body: PersonCopyRequestSchema } },
    async (request, reply) => {
      const { person, format, language = FALLBACK_LANGUAGE } = request.body;
      const picked = data.picked(person);
      if ('refused' in picked) throw refusal(picked.refused);
      return reply
        .header('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${copyFileName(format)}"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(copyChunks(picked, format, personalDataCopyLabels(language), new Date().toISOString())));
    },
  );

  app.post(
    '/api/customers/correct',
    { config: { access: 'admin', what: { body: 'correction' } }, schema: { body: PersonCorrectionRequestSchema } },
    async (request) => {
      const counts = data.correct(request.body.person, request.body.change);
      if ('refused' in counts) throw refusal(counts.refused);
      request.audit('customer.correct');
      return counts;
    },
  );

  app.post(
    '/api/customers/erase',
    { config: { access: 'admin', what: { body: 'person' } }, schema: { body: PersonEraseRequestSchema } },
    async (request) => {
      const answer = data.erase(request.body.person);
      if ('refused' in answer) throw refusal(answer.refused);
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
