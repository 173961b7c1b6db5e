// The Upload family: POST /api/upload64, and GET /api/files/<id> for whoever holds a signed address.
import type { FastifyInstance } from 'fastify';
import { fileQuery, UPLOAD_BODY_LIMIT, uploadApi } from '@shared/api/upload';
import { AppError } from '../../http/app-error';
import { userRateKey } from '../../http/auth';
import { userRoute } from '../../http/route';
import { uploadById } from '../../files/repo';
import { createUpload } from './service';
import { fileUrlLife } from '../../files/signed-url';
import { THUMB_MIME, thumbnailOf } from '../../files/thumbnails';

/** Per user: enough for a burst of chat images or a photo book, not for filling the disk. */
const UPLOAD_LIMIT = { max: 60, timeWindow: '1 minute', keyGenerator: userRateKey };

export function uploadRoutes(app: FastifyInstance): void {
  const { deps } = app;

  userRoute(app, uploadApi.upload64, ({ auth, body }) => createUpload(deps, auth.userId, body), {
    bodyLimit: UPLOAD_BODY_LIMIT,
    rateLimit: UPLOAD_LIMIT,
  });

  app.get<{ Params: { id: string } }>(uploadApi.file.path, async (request, reply) => {
    const { id } = request.params;
    const query = fileQuery.safeParse(request.query);
    // A wrong, expired or unknown address all answer the same 404.
    const variant = query.success ? query.data.v : undefined;
    const life = query.success ? fileUrlLife(deps, id, query.data.exp, query.data.sig, variant) : 0;
    const row = life > 0 ? await uploadById(deps, id) : undefined;
    if (!row) throw new AppError('NOT_FOUND');
    // An upload without a thumbnail (not a generated result) is shown whole.
    const thumb = variant === 'thumb' && row.thumbKey ? await thumbnailOf(deps, row) : undefined;
    const file = thumb ?? (await deps.storage.get(row.storageKey));
    if (!file) throw new AppError('NOT_FOUND');
    return (
      reply
        .header('content-type', thumb ? THUMB_MIME : row.mime)
        .header('content-length', file.size)
        .header('cache-control', `private, max-age=${life}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        // The desktop app's renderer is another origin; the signature, not the origin, guards the file.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.stream)
    );
  });
}
