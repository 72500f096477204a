import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { TransportError, envelope, shortLine } from '../common';
import { Lang } from '../enums';
import { BasicConfig } from '../schemas';

const c = initContract();

export const commonContract = c.router({
  basicConfig: {
    method: 'GET',
    path: '/basic_config',
    query: z.object({ lang: shortLine(16).optional() }),
    responses: { 200: envelope(BasicConfig) },
    summary: 'Basic client configuration: language map and customer-service link',
    metadata: { auth: false },
  },
  lang: {
    method: 'GET',
    path: '/auth/v2/lang',
    responses: { 200: envelope(z.object({ lang: Lang })) },
    summary: 'The app language chosen from Accept-Language through client_language_map',
    metadata: { auth: false },
  },
  upload: {
    method: 'POST',
    path: '/files/upload',
    contentType: 'multipart/form-data',
    body: c.type<{ file: Blob }>(),
    responses: {
      200: envelope(z.object({ url: z.string() })),
      413: TransportError,
      415: TransportError,
      429: TransportError,
    },
    summary:
      'Upload an image (PNG, JPEG, WebP or GIF, ≤ 5 MB) in the multipart field `file`; ' +
      'rate-limited per user (HTTP 429 with Retry-After)',
  },
});
