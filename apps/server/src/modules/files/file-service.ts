import { IMAGE_MAX_BYTES, UNUSED_UPLOAD_TTL_MS } from '@adc/contract';
import { dbProvider, type Tx } from '@adc/db';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Core } from '../../core';
import { TooManyRequests, badRequest } from '../../lib/errors';
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

/** The first key of the per-user upload locks (PostgreSQL advisory locks: two int4 keys). */
const UPLOAD_LOCK_SPACE = 0x75706c64; // 'upld'

export class FileService {
  /** Per user: the minute (of the simulation clock) and how many uploads it has seen. */
  private readonly recent = new Map<number, { minute: number; count: number }>();

  /** PostgreSQL: several instances may share the database (see `lockUploads`). */
  private readonly sharedDb: boolean;

  constructor(protected readonly core: Core) {
    this.sharedDb = dbProvider(core.config.databaseUrl) === 'postgresql';
  }

  /** Deletes an upload of the user (a replaced avatar): its row and its file. */
  async remove(userId: number, filename: string): Promise<void> {
    const { count } = await this.core.db.upload.deleteMany({ where: { userId, filename } });
    if (count > 0) await rm(path.join(this.core.config.uploadDir, filename), { force: true });
  }

  /**
   * Streams an image to the upload folder under a random name with the extension of its real
   * format (magic bytes), records it as the user's upload and returns its URL. Nothing beyond
   * IMAGE_MAX_BYTES is written; a refused file leaves nothing behind.
   */
  async storeImage(userId: number, file: IncomingFile): Promise<{ url: string }> {
    const refusedFor = this.admit(userId);
    if (refusedFor !== 0) {
      file.stream.resume(); // read and drop the body, so the answer is not cut off
      // A rate, not a business rule: HTTP 429 with Retry-After (the quota below stays code 400).
      throw new TooManyRequests('error.upload_rate_limited', refusedFor);
    }
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
      await this.dropStale(userId);
      const filename = `${name}.${kind.extension}`;
      const target = path.join(uploadDir, filename);
      const size = sniffer.size;
      try {
        // The quota's check and the row it admits in one transaction under the user's upload
        // lock, so concurrent uploads (on any instance) are admitted one after the other.
        await this.core.db.$transaction(async (tx) => {
          await this.lockUploads(tx, userId);
          const kept = await tx.upload.aggregate({ where: { userId }, _sum: { size: true } });
          const { quotaBytes } = this.core.config.uploads;
          if ((kept._sum.size ?? 0) + size > quotaBytes) {
            throw badRequest('error.upload_quota', { limit: Math.round(quotaBytes / 1024 / 1024) });
          }
          await tx.upload.create({
            data: {
              userId,
              filename,
              mime: kind.mime,
              size,
              createdAt: this.core.clock.nowFor(userId),
            },
          });
          // In place before the row commits: an admitted upload's URL serves its file at once.
          await rename(partial, target);
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

  /**
   * Counts an upload against the user's per-minute allowance: 0 when admitted, else the seconds
   * until the minute ends (when the allowance is back).
   */
  private admit(userId: number): number {
    const now = this.core.clock.nowFor(userId).getTime();
    const minute = Math.floor(now / 60_000);
    const seen = this.recent.get(userId);
    const count = seen?.minute === minute ? seen.count + 1 : 1;
    if (count > this.core.config.uploads.perMinute)
      return Math.max(1, Math.ceil(((minute + 1) * 60_000 - now) / 1000));
    if (this.recent.size >= 10_000 && !seen) this.recent.clear();
    this.recent.set(userId, { minute, count });
    return 0;
  }

  /**
   * Makes room within the user's quota before an upload is weighed against it: uploads no
   * profile uses that are older than a day are deleted.
   */
  private async dropStale(userId: number): Promise<void> {
    const db = this.core.db;
    const user = await db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { avatar: true },
    });
    const stale = await db.upload.findMany({
      where: {
        userId,
        createdAt: {
          lt: new Date(this.core.clock.nowFor(userId).getTime() - UNUSED_UPLOAD_TTL_MS),
        },
        ...(user.avatar ? { NOT: { filename: user.avatar.replace(/^\/uploads\//, '') } } : {}),
      },
      select: { filename: true },
    });
    for (const { filename } of stale) await this.remove(userId, filename);
  }

  /**
   * Holds the user's upload lock until `tx` ends. SQLite: transactions already run one at a time
   * (one process, one connection). PostgreSQL, where several instances share the database: a
   * transaction-level advisory lock on (uploads, user).
   */
  private async lockUploads(tx: Tx, userId: number): Promise<void> {
    if (!this.sharedDb) return;
    await tx.$queryRaw`SELECT 1 AS "locked" FROM pg_advisory_xact_lock(${UPLOAD_LOCK_SPACE}, ${userId})`;
  }
}
