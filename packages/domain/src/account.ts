/**
 * A bank account or wallet address as the product shows it, masked but its last 4 characters:
 * "6222 0000 1234 5678" → "**** 5678". One format wherever it is written (the withdraw sheet, the
 * PIN dialog, the bind-card form on the client; the withdrawal's flow remark and its notices on
 * the server). The space is a no-break space (U+00A0): the stars and their digits never end up on
 * two lines. An account of 4 characters or fewer is shown as it is (there is nothing to hide).
 */
export const ACCOUNT_MASK = '****';

export function maskAccount(account: string): string {
  const compact = account.replace(/\s+/g, '');
  if (compact.length <= 4) return compact;
  return `${ACCOUNT_MASK}\u00a0${compact.slice(-4)}`;
}
