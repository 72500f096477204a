import { MINUTE_MS, PAY_PASSWORD_LOCK_MS, PAY_PASSWORD_MAX_FAILURES } from '@adc/domain';
import type { Core } from '../../core';
import { hashSecret, md5, verifySecret } from '../../lib/crypto';
import { badRequest } from '../../lib/errors';

export interface PayPasswordSet {
  /** The 6-digit PIN in clear (validated by the contract). */
  password: string;
  confirm_password: string;
  /** MD5 hex (lowercase) of the current PIN: required when one is already set. */
  old_password?: string;
}

/**
 * The transaction password. It is stored as scrypt(md5(pin)), since clients only ever send the
 * MD5 hex of the PIN to check it. Wrong tries are counted in the user row by conditional, atomic
 * updates that never count past PAY_PASSWORD_MAX_FAILURES: however many guesses arrive at once,
 * at most that many are answered "wrong" before every answer is "locked" (a right PIN included,
 * unless it is confirmed before the lock lands). Right PINs are never counted, so a user's own
 * simultaneous checks (parallel withdrawals) cannot lock them out.
 */
export class PayPasswordService {
  constructor(protected readonly core: Core) {}

  /** Sets (or, with the correct old one, changes) the transaction password. */
  async set(userId: number, input: PayPasswordSet): Promise<void> {
    if (input.confirm_password !== input.password) throw badRequest('error.passwords_mismatch');
    const user = await this.core.db.user.findUniqueOrThrow({ where: { id: userId } });
    const payPinHash = await hashSecret(md5(input.password));
    if (user.payPinHash === null) {
      // First time: only while still unset, so two concurrent first settings cannot both win.
      const { count } = await this.core.db.user.updateMany({
        where: { id: userId, payPinHash: null },
        data: { payPinHash },
      });
      if (count === 0) throw badRequest('validation.required', { field: 'old_password' });
      return;
    }
    if (input.old_password === undefined)
      throw badRequest('validation.required', { field: 'old_password' });
    // The old PIN goes through the same counter and lock as /check/password: no side door for guessing.
    await this.verify(userId, input.old_password);
    const { count } = await this.core.db.user.updateMany({
      where: { id: userId, payPinHash: user.payPinHash },
      data: { payPinHash, pinFailures: 0, pinLockedUntil: null },
    });
    if (count === 0) throw badRequest('error.pay_password_incorrect');
  }

  /**
   * Checks the MD5 hex of the PIN: 400 unset / locked / wrong. The fifth wrong try in a row
   * locks checks for PAY_PASSWORD_LOCK_MS of the user's simulation time; a correct one resets the count.
   */
  async verify(userId: number, pinMd5: string): Promise<void> {
    const db = this.core.db;
    const now = this.core.clock.nowFor(userId);
    // A lock that has run out is lifted (and its count cleared) before anything else.
    await db.user.updateMany({
      where: { id: userId, pinLockedUntil: { lte: now } },
      data: { pinLockedUntil: null, pinFailures: 0 },
    });
    const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
    if (user.payPinHash === null) throw badRequest('error.pay_password_not_set');
    if (user.pinLockedUntil) throw locked(user.pinLockedUntil, now);

    if (await verifySecret(pinMd5.toLowerCase(), user.payPinHash)) {
      // Right, but only if no lock landed during the check. The count is cleared only when there
      // is one: a right PIN with nothing to clear (the usual case) writes nothing, it only reads.
      const reset = await db.user.updateMany({
        where: { id: userId, pinLockedUntil: null, pinFailures: { gt: 0 } },
        data: { pinFailures: 0 },
      });
      if (reset.count > 0) return;
      const latest = await db.user.findUnique({
        where: { id: userId },
        select: { pinLockedUntil: true },
      });
      if (latest?.pinLockedUntil !== null) throw await this.currentLock(userId, now);
      return;
    }
    const counted = await db.user.updateMany({
      where: { id: userId, pinLockedUntil: null, pinFailures: { lt: PAY_PASSWORD_MAX_FAILURES } },
      data: { pinFailures: { increment: 1 } },
    });
    if (counted.count === 0) throw await this.currentLock(userId, now);
    // The try that fills the count sets the lock and says so.
    const until = new Date(now.getTime() + PAY_PASSWORD_LOCK_MS);
    const lock = await db.user.updateMany({
      where: { id: userId, pinLockedUntil: null, pinFailures: { gte: PAY_PASSWORD_MAX_FAILURES } },
      data: { pinLockedUntil: until },
    });
    if (lock.count > 0) throw locked(until, now);
    throw badRequest('error.pay_password_incorrect');
  }

  async check(userId: number, pinMd5: string): Promise<{ valid: true }> {
    await this.verify(userId, pinMd5);
    return { valid: true };
  }

  /**
   * The lock in force. When the count is full but the lock not yet set (the try that filled it
   * is about to, or crashed before it could), it is set here, so a lock always has an end.
   */
  private async currentLock(userId: number, now: Date) {
    const db = this.core.db;
    const until = new Date(now.getTime() + PAY_PASSWORD_LOCK_MS);
    await db.user.updateMany({
      where: { id: userId, pinLockedUntil: null, pinFailures: { gte: PAY_PASSWORD_MAX_FAILURES } },
      data: { pinLockedUntil: until },
    });
    const { pinLockedUntil } = await db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { pinLockedUntil: true },
    });
    // Measured from a fresh now: this request may have started before the lock was set.
    return locked(pinLockedUntil ?? until, this.core.clock.nowFor(userId));
  }
}

/** "Try again in N minutes": whole minutes left, 1 to the full lock time. */
function locked(until: Date, now: Date) {
  const left = Math.ceil((until.getTime() - now.getTime()) / MINUTE_MS);
  const minutes = Math.min(PAY_PASSWORD_LOCK_MS / MINUTE_MS, Math.max(1, left));
  return badRequest('error.pay_password_locked', { minutes });
}
