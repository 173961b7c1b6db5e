// The Upload family: POST /api/upload64, and GET /api/files/<id> for whoever holds a signed address.
import type { FastifyInstance } from 'fastify';
import { fileQuery, UPLOAD_BODY_LIMIT, uploadApi } from '@shared/api/upload';
import { userRateKey } from '../../http/auth';
import { userRoute } from '../../http/route';
import { sendStoredFile } from '../../files/serve';
import { createUpload, openSignedFile } from './service';

/** Per user: enough for a burst of chat images or a photo book, not for filling the disk. */
const UPLOAD_LIMIT = { max: 60, timeWindow: '1 minute', keyGenerator: userRateKey };

export function uploadRoutes(app: FastifyInstance): void {
  const { deps } = app;

  userRoute(app, uploadApi.upload64, ({ auth, body }) => createUpload(deps, auth.userId, body), {
    bodyLimit: UPLOAD_BODY_LIMIT,
    rateLimit: UPLOAD_LIMIT,
  });

  app.get<{ Params: { id: string } }>(uploadApi.file.path, async (request, reply) => {
    const query = fileQuery.safeParse(request.query);
    // A wrong, expired or unknown address all answer the same 404.
    const { life, ...opened } = await openSignedFile(
      deps,
      request.params.id,
      query.success ? query.data : undefined,
    );
    return sendStoredFile(reply, opened, `private, max-age=${life}`);
  });
}
