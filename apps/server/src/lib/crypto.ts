import { createHash, randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

const SCRYPT_KEYLEN = 32;
const SCRYPT_COST = 16384;

/**
 * How many hashes run at once: one fewer than the cores (at least one). Each keeps a core busy for
 * tens of milliseconds; left to libuv's four threads, a burst of sign-ins took every core from the
 * event loop (and the thread pool from file reads), so every other call waited behind it (docs/performance.md,
 * "Under overload"). Queued here, the hashes take their turn and the other calls keep a core.
 */
export const hashing = pLimit(Math.max(1, availableParallelism() - 1));

function scryptAsync(secret: BinaryLike, salt: Buffer): Promise<Buffer> {
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(secret, salt, SCRYPT_KEYLEN, { N: SCRYPT_COST, r: 8, p: 1 }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

/** A slow salted hash (scrypt) in the form `scrypt$<salt>$<hash>`, both base64url. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(secret, salt);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(secret, Buffer.from(salt, 'base64url'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const md5 = (value: string) => createHash('md5').update(value).digest('hex');

/** A random session token (256 bits); only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');

/** A random code with an uppercase prefix, e.g. `LIC-8F3K2Q9A`. */
export function randomCode(prefix: string, length = 10): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return `${prefix}-${out}`;
}
