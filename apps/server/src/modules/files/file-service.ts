import { IMAGE_MAX_BYTES } from '@adc/contract';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Core } from '../../core';
import { badRequest } from '../../lib/errors';
import type { Services } from '../../services';
import { ImageSniffer } from './image-sniffer';

/** An uploaded file as it arrives: a stream, and whether the transport cut it at its size limit. */
export interface IncomingFile {
  stream: Readable;
  truncated(): boolean;
}

/** Above the transport's upload limit: answered HTTP 413 by the error plugin. */
export class UploadTooLarge extends Error {
  readonly statusCode = 413;

  constructor() {
    super('upload too large');
    this.name = 'UploadTooLarge';
  }
}

/**
 * Where files are written while they arrive: a sibling of the upload folder (same file system,
 * so the final rename is atomic), outside what the static plugin serves.
 */
export function incomingDirOf(uploadDir: string): string {
  return `${path.resolve(uploadDir)}.incoming`;
}

export class FileService {
  constructor(
    protected readonly core: Core,
    protected readonly services: Services,
  ) {}

  /**
   * Streams an image to the upload folder under a random name with the extension of its real
   * format (magic bytes), records it as the user's upload and returns its URL. Nothing beyond
   * IMAGE_MAX_BYTES is written; a refused file leaves nothing behind.
   */
  async storeImage(userId: number, file: IncomingFile): Promise<{ url: string }> {
    const uploadDir = this.core.config.uploadDir;
    const incomingDir = incomingDirOf(uploadDir);
    await Promise.all([
      mkdir(incomingDir, { recursive: true }),
      mkdir(uploadDir, { recursive: true }),
    ]);
    const name = randomBytes(16).toString('hex');
    const partial = path.join(incomingDir, name);
    const sniffer = new ImageSniffer(IMAGE_MAX_BYTES);
    try {
      await pipeline(file.stream, sniffer, createWriteStream(partial, { flags: 'wx' })).catch(
        (error: unknown) => {
          // The upload broke off or was malformed (the client's doing); anything else is ours.
          if (file.stream.errored) throw badRequest('error.image_type');
          throw error;
        },
      );
      if (file.truncated()) throw new UploadTooLarge();
      const kind = sniffer.kind;
      if (!kind) throw badRequest('error.image_type');
      if (sniffer.size > IMAGE_MAX_BYTES) throw badRequest('error.image_too_large');
      const filename = `${name}.${kind.extension}`;
      const target = path.join(uploadDir, filename);
      await rename(partial, target);
      try {
        await this.core.db.upload.create({
          data: {
            userId,
            filename,
            mime: kind.mime,
            size: sniffer.size,
            createdAt: this.core.clock.now(),
          },
        });
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
      return { url: `/uploads/${filename}` };
    } finally {
      await rm(partial, { force: true });
    }
  }
}
