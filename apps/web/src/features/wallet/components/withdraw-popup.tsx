import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { BankcardOutline, CloseOutline } from 'antd-mobile-icons';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BankCard, WalletProperty } from '@adc/contract';
import { maskAccount, moneySign } from '@adc/domain';
import { AmountField } from '@/components/amount-field';
import { PayPasswordDialog } from '@/components/pay-password-dialog';
import { PATHS } from '@/config/paths';
import { isAccountBlocked, isApiError } from '@/lib/api';
import { createAttemptKeys } from '@/lib/idempotency';
import { MISSING, useFormat } from '@/lib/format';
import { toast, toastSuccess } from '@/lib/notify';
import { useBackToClose } from '@/lib/overlay-history';
import { userInfoQuery, useUserInfo } from '@/lib/resources';
import { useWithdraw } from '../api/wallet-mutations';
import { bankCardQuery, useBankCard } from '../api/wallet-queries';
import { isPinRefusal, normalizeAmount, validateWithdrawAmount } from '../lib/withdraw-validation';
import styles from './withdraw-popup.module.css';

/**
 * The receiving account as one line: "Demo Bank · **** 3445". No-break spaces around the dot (the
 * mask has its own): the masked number stays with the card's name, never alone on a line.
 */
export function accountLine(card: Pick<BankCard, 'cardName' | 'bankAccount'>): string {
  return `${card.cardName}\u00a0·\u00a0${maskAccount(card.bankAccount)}`;
}

/**
 * What keeps this user from withdrawing at all, in the order it is to be mended, or null: no bound
 * card (the server refuses a withdrawal without one), no transaction password (nothing to confirm
 * it with), nothing available to withdraw. Unknown (still loading, or failed) is no blocker: the
 * submit checks again.
 */
export type WithdrawBlocker = 'no_card' | 'no_pin' | 'no_balance';

export function withdrawBlocker(state: {
  card: BankCard | null | undefined;
  hasPayPassword: boolean | undefined;
  available: string | null | undefined;
}): WithdrawBlocker | null {
  if (state.card === null) return 'no_card';
  if (state.hasPayPassword === false) return 'no_pin';
  if (state.available != null && moneySign(state.available) <= 0) return 'no_balance';
  return null;
}

export interface WithdrawPopupProps {
  visible: boolean;
  onClose: () => void;
  /** The balances (available_balance is the upper bound and the "all" shortcut). */
  property: WalletProperty | undefined;
  /** After a submitted withdrawal (the sheet has closed): e.g. show it, pending, in the flows. */
  onSubmitted?: () => void;
}

/**
 * WITHDRAW (bottom sheet of the wallet home): amount with an "all" shortcut → client checks
 * (not above the available balance, as typed; not 0, on submit) → a bound card is required (else prompt to bind) →
 * a transaction password is required (else "Please set the transaction password first" and the
 * set-password page) → PayPasswordDialog (MD5; it restates the amount and the card, as the
 * launch's restates its amount) → POST /api/user/withdraw with an Idempotency-Key per attempt,
 * kept when the same withdrawal is sent again after a transport failure (the server replays the
 * first answer: the money moves once). A wrong PIN, or the lock after too many, keeps the dialog
 * open, which says so under its boxes.
 */
export function WithdrawPopup({ visible, onClose, property, onSubmitted }: WithdrawPopupProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const card = useBankCard(visible);
  const user = useUserInfo();
  const withdraw = useWithdraw();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [pinOpen, setPinOpen] = useState(false);
  const [attemptKeys] = useState(() => createAttemptKeys());
  const titleId = useId();
  const closeFromMask = useBackToClose(visible, onClose);
  const available = property?.available_balance;

  useEffect(() => {
    if (!visible) {
      setAmount('');
      setError(null);
      setPinOpen(false);
    }
  }, [visible]);

  const onAmountChange = (next: string) => {
    setAmount(next);
    if (error) setError(null);
  };
  // Checked as the user types, like the launch's amount: more than the balance says so at once
  // (an empty or zero amount only on submit, not while the field is still being filled in).
  const overBalance =
    validateWithdrawAmount(amount, available) === 'error.withdraw_exceeds_balance'
      ? t('error.withdraw_exceeds_balance')
      : null;

  const goBindCard = () => {
    onClose();
    navigate(PATHS.bindCard);
  };
  const goSetPassword = () => {
    onClose();
    navigate(PATHS.setPassword);
  };

  // Said where the user acts, before any amount is typed: what has to be done first (and the
  // submit does it), or that there is nothing to withdraw (and the submit is off).
  const blocker = withdrawBlocker({
    card: card.isPending || card.isError ? undefined : card.data,
    hasPayPassword: user.data?.has_pay_password,
    available,
  });
  const blockerId = useId();

  const submit = async () => {
    const problem = validateWithdrawAmount(amount, available);
    if (problem) {
      setError(t(problem));
      return;
    }
    setChecking(true);
    try {
      const [boundCard, user] = await Promise.all([
        queryClient.ensureQueryData(bankCardQuery()),
        queryClient.fetchQuery({ ...userInfoQuery(), staleTime: 30_000 }),
      ]);
      if (!boundCard) {
        setChecking(false);
        const { confirmDialog } = await import('@/lib/dialogs');
        const bind = await confirmDialog({
          content: t('error.card_required'),
          confirmText: t('wallet.withdraw.bind_now'),
          cancelText: t('common.cancel'),
        });
        if (bind) goBindCard();
        return;
      }
      if (!user.has_pay_password) {
        toast(t('error.pay_password_not_set'));
        onClose();
        navigate(PATHS.setPassword);
        return;
      }
      setPinOpen(true);
    } catch {
      // the API layer has shown the failure
    } finally {
      setChecking(false);
    }
  };

  const onPin = async (passwordMd5: string) => {
    const value = normalizeAmount(amount);
    try {
      await withdraw.mutateAsync({
        amount: value,
        password: passwordMd5,
        idempotencyKey: attemptKeys.keyFor(`${value}|${passwordMd5}`),
      });
      attemptKeys.reset();
    } catch (failure) {
      // A business answer is final (the server would replay it): the next try is a new attempt.
      // A transport failure keeps the key, so sending it again cannot withdraw twice.
      if (isApiError(failure)) attemptKeys.reset();
      // A wrong PIN, or the lock after too many: the dialog stays and says so under its boxes
      // (another try, or Cancel). Anything else (the balance changed…) closes it; the API layer
      // has toasted the message either way.
      if (!(isApiError(failure) && isPinRefusal(failure.msg, t))) setPinOpen(false);
      throw failure;
    }
    setPinOpen(false);
    toastSuccess(t('success.withdraw'));
    onClose();
    onSubmitted?.();
  };

  const bound = card.data;

  return (
    <>
      <Popup
        visible={visible}
        onMaskClick={closeFromMask}
        onClose={onClose}
        destroyOnClose
        className={styles.popup}
        bodyClassName={styles.body}
      >
        {/* The dialog role on a div: a <form> may not take it (axe aria-allowed-role). */}
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          data-testid="wallet-withdraw"
        >
          <form
            className={styles.sheet}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <div className={styles.header}>
              <h2 id={titleId} className={styles.title}>
                {t('wallet.withdraw.title')}
              </h2>
              <button
                type="button"
                className={styles.close}
                onClick={onClose}
                aria-label={t('common.close')}
              >
                <CloseOutline />
              </button>
            </div>

            <div className={styles.account}>
              <span className={styles.accountIcon} aria-hidden="true">
                <BankcardOutline />
              </span>
              <div className={styles.accountText}>
                <span className={styles.accountLabel}>{t('wallet.withdraw.to_account')}</span>
                {card.isPending ? (
                  <span className={styles.accountValue}>{t('common.loading')}</span>
                ) : bound ? (
                  <span className={styles.accountValue} data-testid="wallet-withdraw-card">
                    {accountLine(bound)}
                  </span>
                ) : card.isError && isAccountBlocked(card.error) ? (
                  <span className={styles.accountValue}>{MISSING}</span>
                ) : card.isError ? (
                  <button type="button" className={styles.link} onClick={() => void card.refetch()}>
                    {t('error.request_failed_reload')}
                  </button>
                ) : (
                  <span className={styles.accountValue}>{t('wallet.withdraw.no_card')}</span>
                )}
              </div>
              {!card.isPending && !bound && !card.isError && blocker !== 'no_card' && (
                <button
                  type="button"
                  className={styles.link}
                  onClick={goBindCard}
                  data-testid="wallet-withdraw-bind"
                >
                  {t('wallet.withdraw.bind_now')}
                </button>
              )}
            </div>

            <div className={styles.amount}>
              <AmountField
                label={t('wallet.withdraw.amount_label')}
                value={amount}
                onChange={onAmountChange}
                placeholder={t('wallet.withdraw.amount_placeholder')}
                error={error ?? overBalance}
                hint={t('wallet.withdraw.available', { amount: format.amount(available) })}
                autoFocus
                testId="wallet-withdraw-amount"
                errorTestId="wallet-withdraw-error"
                action={
                  <button
                    type="button"
                    className={styles.all}
                    onClick={() => available && onAmountChange(available)}
                    disabled={!available}
                    data-testid="wallet-withdraw-all"
                  >
                    {t('wallet.withdraw.all')}
                  </button>
                }
              />
            </div>
            <p className={styles.hint}>{t('wallet.withdraw.review_hint')}</p>

            {blocker && (
              <p
                id={blockerId}
                className={styles.blocker}
                role="status"
                data-testid="wallet-withdraw-blocker"
                data-blocker={blocker}
              >
                {t(`wallet.withdraw.blocker.${blocker}`)}
              </p>
            )}
            {blocker === 'no_card' || blocker === 'no_pin' ? (
              // The first thing to do, in place of the submit.
              <Button
                block
                type="button"
                color="primary"
                shape="rounded"
                size="large"
                className={styles.submit}
                onClick={blocker === 'no_card' ? goBindCard : goSetPassword}
                aria-describedby={blockerId}
                data-testid="wallet-withdraw-fix"
              >
                {t(
                  blocker === 'no_card'
                    ? 'wallet.withdraw.bind_card_first'
                    : 'wallet.withdraw.set_pin_first',
                )}
              </Button>
            ) : (
              <Button
                block
                type="submit"
                color="primary"
                shape="rounded"
                size="large"
                loading={checking || withdraw.isPending}
                disabled={blocker === 'no_balance'}
                aria-describedby={blocker ? blockerId : undefined}
                className={styles.submit}
                data-testid="wallet-withdraw-submit"
              >
                {t('wallet.withdraw.submit')}
              </Button>
            )}
          </form>
        </div>
      </Popup>
      {/* The money moves on this PIN: the dialog restates what and where, as the launch's does. */}
      <PayPasswordDialog
        visible={pinOpen}
        onClose={() => setPinOpen(false)}
        onSubmit={onPin}
        description={
          bound
            ? t('wallet.withdraw.password_description', {
                amount: format.amount(normalizeAmount(amount)),
                account: accountLine(bound),
              })
            : undefined
        }
      />
    </>
  );
}
