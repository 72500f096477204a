import { Transform, type TransformCallback } from 'node:stream';

export interface ImageKind {
  mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  extension: 'png' | 'jpg' | 'webp' | 'gif';
}

/** Bytes needed to recognise every accepted format (WebP needs 12). */
const HEADER_BYTES = 12;

const startsWith = (head: Buffer, bytes: number[], at = 0) =>
  bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image format from its magic bytes; the client's mimetype and file name are not trusted. */
export function detectImage(head: Buffer): ImageKind | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', extension: 'png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')))
    return { mime: 'image/gif', extension: 'gif' };
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8))
    return { mime: 'image/webp', extension: 'webp' };
  return null;
}

/**
 * Passes an upload through while counting its bytes and keeping its first bytes for
 * `detectImage`. Once the file is known to be refused (not an image, or past `keepAtMost`
 * bytes) it stops passing data on but keeps reading, so the request is consumed and its full
 * size known.
 */
export class ImageSniffer extends Transform {
  size = 0;
  private head = Buffer.alloc(0);

  constructor(private readonly keepAtMost: number) {
    super();
  }

  get kind(): ImageKind | null {
    return detectImage(this.head);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.head.length < HEADER_BYTES)
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEADER_BYTES - this.head.length)]);
    const before = this.size;
    this.size += chunk.length;
    const notAnImage = this.head.length >= HEADER_BYTES && this.kind === null;
    if (notAnImage || before >= this.keepAtMost) return callback();
    callback(
      null,
      this.size > this.keepAtMost ? chunk.subarray(0, this.keepAtMost - before) : chunk,
    );
  }
}
