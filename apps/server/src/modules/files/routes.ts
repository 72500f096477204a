import { UPLOAD_BODY_LIMIT_BYTES, apiContract } from '@adc/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ModulePlugin } from '../module-plugin';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { registerRouter, s } from '../../lib/routes';
import { userOf } from '../../plugins/auth';
import type { IncomingFile } from './file-service';

const { upload } = apiContract.common;

/** A multipart body the parser cannot read (no boundary, cut short…) holds no image file. */
function malformedUpload(error: unknown): never {
  if ((error as { statusCode?: number }).statusCode === 413) throw error;
  throw badRequest('error.image_type');
}

/** The multipart field `file` of the request; anything else is "Please select an image file". */
async function incomingImage(request: FastifyRequest): Promise<IncomingFile> {
  if (!request.isMultipart()) throw badRequest('error.image_type');
  const part = await request.file().catch(malformedUpload);
  if (!part) throw badRequest('error.image_type');
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw badRequest('error.image_type');
  }
  return { stream: part.file, truncated: () => part.file.truncated };
}

const routes: ModulePlugin = async (app, { services }) => {
  // Replaces, in this module only, the app's parser that accepts multipart bodies unread.
  app.removeContentTypeParser('multipart/form-data');
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_BODY_LIMIT_BYTES, files: 1, fields: 5 },
  });
  await registerRouter(
    app,
    s.router(
      { upload },
      {
        upload: async ({ request }) => {
          const user = userOf(request);
          return ok(
            request,
            await services.files.storeImage(user.id, await incomingImage(request)),
            'success.upload',
          );
        },
      },
    ),
  );
};
export default routes;
