/**
 * Idempotency-Key of a money-moving call (API.md "Idempotency": a launch, a withdrawal, a coupon
 * claim): one UUID per attempt, reused when the same attempt is sent again after a transport
 * failure (the server then replays the first answer instead of moving money twice). A different
 * attempt (another amount, coupon or PIN), a success, or a business error (which the server would
 * replay as it is) gets a fresh key.
 */

/** RFC 4122 v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function uuidV4(
  cryptoImpl: Pick<Crypto, 'getRandomValues'> &
    Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto,
): string {
  if (typeof cryptoImpl.randomUUID === 'function') return cryptoImpl.randomUUID();
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface AttemptKeys {
  /** The key for this attempt (`fingerprint` = what is being sent); the same while it repeats. */
  keyFor(fingerprint: string): string;
  /** Forget the current key (after a success or a definite business answer). */
  reset(): void;
}

export function createAttemptKeys(generate: () => string = uuidV4): AttemptKeys {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint) {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: generate() };
      return current.key;
    },
    reset() {
      current = null;
    },
  };
}
