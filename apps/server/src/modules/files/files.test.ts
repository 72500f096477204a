import { IMAGE_MAX_BYTES, TransportError, UPLOAD_BODY_LIMIT_BYTES } from '@adc/contract';
import { translate } from '@adc/messages';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../test/harness';
import { incomingDirOf } from './file-service';
import { detectImage } from './image-sniffer';
import { imageBytes, uploadFile } from '../../test/kits/image-test-kit';

let server: TestServer;
let token: string;
let userId: number;

beforeAll(async () => {
  // One user uploads many large files here; the upload limits have their own test file.
  server = await startTestServer({ uploads: { perMinute: 1000, quotaBytes: 1024 ** 3 } });
  token = await server.login('newbie');
  userId = (await server.db.user.findUniqueOrThrow({ where: { username: 'newbie' } })).id;
});
afterAll(async () => {
  await server?.close();
});

const Uploaded = z.object({
  url: z.string().regex(/^\/uploads\/[a-f0-9]{32}\.(png|jpg|webp|gif)$/),
});
const uploadDir = () => server.app.core.config.uploadDir;
/** Every file in the upload folder and in the folder of files still arriving. */
const storedFiles = () =>
  [uploadDir(), incomingDirOf(uploadDir())]
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
const snapshot = async () => ({
  rows: await server.db.upload.count(),
  files: storedFiles().sort(),
});

describe('POST /files/upload', () => {
  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
    ['gif', 'image/gif', 'gif'],
    ['webp', 'image/webp', 'webp'],
  ] as const)(
    'stores a %s under a random name and serves it with its content type and nosniff',
    async (format, mime, extension) => {
      const bytes = imageBytes(format, 300);
      // The client's name and type say nothing: the magic bytes decide.
      const res = await uploadFile(server, token, bytes, {
        filename: 'photo.txt',
        contentType: 'application/octet-stream',
        lang: 'fr',
      });
      expect(res).toMatchObject({ status: 200, code: 200, msg: translate('fr', 'success.upload') });
      const { url } = Uploaded.parse(res.data);
      expect(url.endsWith(`.${extension}`)).toBe(true);
      const filename = url.slice('/uploads/'.length);
      expect(await server.db.upload.findUnique({ where: { filename } })).toMatchObject({
        userId,
        mime,
        size: 300,
      });
      expect(readFileSync(path.join(uploadDir(), filename))).toEqual(bytes);

      const served = await server.http
        .get(url)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.body).toEqual(bytes);
    },
  );

  it('accepts an image of exactly 5 MB', async () => {
    const res = await uploadFile(server, token, imageBytes('jpeg', IMAGE_MAX_BYTES));
    expect(res.code).toBe(200);
    Uploaded.parse(res.data);
  });

  it.each([
    [
      'a text file named .png',
      Buffer.from('hello, I am not a picture at all'),
      'image.png',
      'image/png',
    ],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      'x.svg',
      'image/svg+xml',
    ],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e]), 'x.png', 'image/png'],
  ])('refuses %s as not an image, storing nothing', async (_what, bytes, filename, contentType) => {
    const before = await snapshot();
    const res = await uploadFile(server, token, bytes, { filename, contentType });
    expect(res).toMatchObject({
      status: 200,
      code: 400,
      msg: translate('en', 'error.image_type'),
      data: null,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an image over 5 MB with HTTP 200, storing nothing', async () => {
    const before = await snapshot();
    const res = await uploadFile(server, token, imageBytes('png', IMAGE_MAX_BYTES + 1), {
      lang: 'zh',
    });
    expect(res).toMatchObject({
      status: 200,
      code: 400,
      msg: translate('zh', 'error.image_too_large'),
      data: null,
    });
    const big = await uploadFile(server, token, imageBytes('webp', UPLOAD_BODY_LIMIT_BYTES));
    expect(big).toMatchObject({
      status: 200,
      code: 400,
      msg: translate('en', 'error.image_too_large'),
    });
    expect(await snapshot()).toEqual(before);
  });

  it('answers HTTP 413 with the envelope above 10 MB, storing nothing', async () => {
    const before = await snapshot();
    const res = await uploadFile(server, token, imageBytes('png', UPLOAD_BODY_LIMIT_BYTES + 1));
    expect(res).toMatchObject({
      status: 413,
      code: 400,
      msg: translate('en', 'error.payload_too_large'),
      data: null,
    });
    expect(TransportError.safeParse({ code: res.code, msg: res.msg, data: res.data }).success).toBe(
      true,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a request without a file', async () => {
    const before = await snapshot();
    const json = await server.post(
      '/files/upload',
      { file: 'data:image/png;base64,iVBORw0KGgo=' },
      { token },
    );
    expect(json).toMatchObject({
      status: 200,
      code: 400,
      msg: translate('en', 'error.image_type'),
    });
    const fieldOnly = await server.http
      .post('/api/files/upload')
      .set('X-CT', token)
      .field('note', 'no file here');
    expect(fieldOnly.status).toBe(200);
    expect(fieldOnly.body).toMatchObject({ code: 400, msg: translate('en', 'error.image_type') });
    const otherField = await uploadFile(server, token, imageBytes('png'), {
      field: 'image',
      lang: 'de',
    });
    expect(otherField).toMatchObject({
      status: 200,
      code: 400,
      msg: translate('de', 'error.image_type'),
    });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['without a boundary', 'multipart/form-data', 'garbage'],
    ['that is not multipart inside', 'multipart/form-data; boundary=xyz', 'garbage'],
    [
      'cut off in the middle of the file',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n123',
    ],
  ])(
    'refuses a multipart body %s as holding no image (never a 500)',
    async (_what, contentType, body) => {
      const before = await snapshot();
      const res = await server.http
        .post('/api/files/upload')
        .set('X-CT', token)
        .set('Content-Type', contentType)
        .send(body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 400, msg: translate('en', 'error.image_type'), data: null });
      expect(await snapshot()).toEqual(before);
    },
  );

  it('needs a token', async () => {
    const before = await snapshot();
    const res = await uploadFile(server, undefined, imageBytes('png'));
    expect(res).toMatchObject({ code: 401, msg: translate('en', 'code.401') });
    expect(await snapshot()).toEqual(before);
  });
});

describe('detectImage', () => {
  it('knows the four formats by their magic bytes only', () => {
    expect(detectImage(imageBytes('png'))?.mime).toBe('image/png');
    expect(detectImage(imageBytes('jpeg'))?.mime).toBe('image/jpeg');
    expect(detectImage(imageBytes('gif'))?.mime).toBe('image/gif');
    expect(detectImage(Buffer.from('GIF87a......'))?.mime).toBe('image/gif');
    expect(detectImage(imageBytes('webp'))?.mime).toBe('image/webp');
    expect(detectImage(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(detectImage(Buffer.from('BM6\0\0\0'))).toBeNull();
  });
});
