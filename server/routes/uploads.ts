import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isImageOwner, isStoredUploadName } from '@/domain';
import { pathInsideOrNull, realPathInside } from '../inside-folder';
import { storeImage } from '../uploads/images';
import { HttpError, parseOrThrow } from '../http-errors';
import { publicFiles } from '../plugins/public-files';

const UploadFieldsSchema = z.object({
  owner: z.string().refine(isImageOwner, { error: 'invalid' }),
  slot: z.union([z.literal('intro'), z.coerce.number().int().min(0).max(99)], { error: 'invalid' }),
});

/** Product images: the admin's upload, and the stored files under /uploads/. */
export async function uploadRoutes(app: FastifyInstance, options: { uploadsDir: string }): Promise<void> {
  const { uploadsDir } = options;
  app.post('/api/uploads', { config: { access: 'admin' } }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, 'notAnImage', 'Send the image as multipart/form-data');
    const file = await request.file().catch((error: unknown) => {
      if ((error as { statusCode?: number }).statusCode) throw error;
      throw new HttpError(400, 'invalid', 'Invalid upload: the form data is malformed');
    });
    if (!file)
      throw new HttpError(400, 'invalid', 'Invalid upload: file: choose an image', {
        fields: { file: 'imageRequired' },
      });
    const fields = Object.fromEntries(
      Object.entries(file.fields)
        .filter(([name]) => name !== 'file')
        .map(([name, field]) => [name, field && 'value' in field ? field.value : undefined]),
    );
    const { owner, slot } = parseOrThrow(UploadFieldsSchema, fields, 'upload');
    const bytes = await file.toBuffer().catch((error: unknown) => {
      // Past MAX_UPLOAD_BYTES this is a 413, raised before anything is written.
      if ((error as { statusCode?: number }).statusCode) throw error;
      throw new HttpError(400, 'invalid', 'Invalid upload: the form data is malformed');
    });
    const stored = await storeImage(uploadsDir, bytes, owner, slot, file.filename || 'image');
    return reply.code(201).send(stored);
  });

  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(
    publicFiles({
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Only the names the server writes, through the folder's one door; anything else is not found.
      allowedPath: (pathname) => {
        const name = pathname.replace(/^\//, '');
        return isStoredUploadName(name) && pathInsideOrNull(uploadsDir, name) !== null;
      },
      // The file about to be sent, links followed, is still inside the folder.
      onFile: async (file) => {
        const inside = await realPathInside(uploadsDir, path.relative(path.resolve(uploadsDir), file)).catch(
          () => null,
        );
        if (inside === null) throw new HttpError(404, 'notFound', 'Not found');
      },
      // Stored names carry a content hash in the URL (?v=), so a year of caching is safe.
      immutable: true,
      maxAge: '365d',
      setHeaders(res) {
        res.header('X-Content-Type-Options', 'nosniff');
        res.header('Content-Security-Policy', "default-src 'none'; sandbox");
      },
    }),
  );
}
