import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isImageOwner, isStoredUploadName } from '@/domain';
import { pathInsideOrNull, realPathInside } from '../ops/inside-folder';
import { storeImage } from '../uploads/images';
import { HttpError, parseOrThrow } from '../http/http-errors';
import { readUploadForm } from '../uploads/upload-form';
import { publicFiles } from '../plugins/public-files';

const UploadFieldsSchema = z.object({
  owner: z.string().refine(isImageOwner, { error: 'invalid' }),
  slot: z.union([z.literal('intro'), z.coerce.number().int().min(0).max(99)], { error: 'invalid' }),
});

/** Product images: the admin's upload, and the stored files under /uploads/. */
export async function uploadRoutes(app: FastifyInstance, options: { uploadsDir: string }): Promise<void> {
  const { uploadsDir } = options;
  app.post('/api/uploads', { config: { access: 'admin' } }, async (request, reply) => {
    const form = await readUploadForm(request);
    const { owner, slot } = parseOrThrow(UploadFieldsSchema, form.fields, 'upload');
    const stored = await storeImage(uploadsDir, form.bytes, owner, slot, form.fileName);
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
