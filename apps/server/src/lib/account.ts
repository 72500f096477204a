import { ResultCode, STATUS_CODES, type UserStatus } from '@adc/contract';
import { AppError } from './errors';

/** Throws the account-state error (402/403/404 with the user's lang) unless the user is active. */
export function assertActive(user: { status: string; lang: string }): void {
  if (user.status === 'active') return;
  const code = STATUS_CODES[user.status as Exclude<UserStatus, 'active'>] ?? ResultCode.disabled;
  throw new AppError(code, `code.${code}` as 'code.402', {}, { lang: user.lang });
}
