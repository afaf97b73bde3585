import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-errors';

/** An image upload as the admin's screens send it: one file and its few text fields. */
export type UploadForm = { fields: Record<string, string | undefined>; bytes: Buffer; fileName: string };

/**
 * Reads an upload's multipart form (a product picture, a repair photo): the file's bytes and the text fields beside
 * it. Past MAX_UPLOAD_BYTES, or past the parts server/http/app.ts allows, the multipart plugin's refusal goes on as it is
 * (a 413 before anything is written); a form that cannot be read is a 400.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupportedBody', 'Send the image as multipart/form-data');
  const malformed = (error: unknown): never => {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw new HttpError(400, 'invalid', 'Invalid upload: the form data is malformed');
  };
  const file = await request.file().catch(malformed);
  if (!file) {
    throw new HttpError(400, 'invalid', 'Invalid upload: file: choose an image', { fields: { file: 'imageRequired' } });
  }
  const fields = Object.fromEntries(
    Object.entries(file.fields)
      .filter(([name]) => name !== 'file')
      .map(([name, field]) => [name, field && 'value' in field ? String(field.value) : undefined]),
  );
  const bytes = await file.toBuffer().catch(malformed);
  return { fields, bytes, fileName: file.filename || 'image' };
}
