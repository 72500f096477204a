import type { TestServer } from '../harness';

/** Test helpers: the smallest byte strings each accepted format is recognised by, and an upload call. */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** `size` bytes starting with the magic bytes of `format` (the rest is filler). */
export function imageBytes(format: 'png' | 'jpeg' | 'gif' | 'webp', size = 64): Buffer {
  const head: Record<typeof format, Buffer> = {
    png: Buffer.from(PNG_SIGNATURE),
    jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    gif: Buffer.from('GIF89a', 'ascii'),
    webp: Buffer.concat([
      Buffer.from('RIFF', 'ascii'),
      Buffer.from([0x24, 0, 0, 0]),
      Buffer.from('WEBPVP8 ', 'ascii'),
    ]),
  };
  const bytes = Buffer.alloc(size, 0x2a);
  head[format].copy(bytes);
  return bytes;
}

export interface UploadResult {
  status: number;
  /** The `Retry-After` header (a rate-limited upload), if any. */
  retryAfter: string | undefined;
  code: number;
  msg: string;
  data: { url: string } | null;
}

/** POSTs `bytes` as the multipart field `field` (default `file`). */
export async function uploadFile(
  server: TestServer,
  token: string | undefined,
  bytes: Buffer,
  options: { filename?: string; contentType?: string; field?: string; lang?: string } = {},
): Promise<UploadResult> {
  let req = server.http.post('/api/files/upload');
  if (token) req = req.set('X-CT', token);
  if (options.lang) req = req.set('Accept-Language', options.lang);
  const res = await req.attach(options.field ?? 'file', bytes, {
    filename: options.filename ?? 'picture.png',
    contentType: options.contentType ?? 'image/png',
  });
  const retryAfter = res.headers['retry-after'] as string | undefined;
  return {
    status: res.status,
    retryAfter,
    ...(res.body as Omit<UploadResult, 'status' | 'retryAfter'>),
  };
}
