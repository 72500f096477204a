import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AcceptorType } from '@adc/contract/enums';
import { ACCEPTOR_TYPES } from '@adc/contract/lists';
import type { Acceptor } from '@adc/contract';
import { ACCEPTANCE_CODE_MAX } from '@adc/contract/constants';
import { FieldBox, fieldLabelClass, useCharacterLimit } from '@/components/form';
import { isDecimalText, useFormat, type Formatter } from '@/lib/format';
import { toastSuccess } from '@/lib/notify';
import { normalizeCode } from '@/lib/codes';
import { useAcceptorLookup } from '../api/wallet-mutations';
import styles from './foreign-exchange.module.css';
import shared from './wallet.module.css';

/**
 * Acceptor type (personal / enterprise, each with its limit once known) and the acceptance code
 * → POST /api/acceptor/detail. The found acceptor (limit, currency, rate) is shown below; the
 * server opens (or returns) the current acceptance order. A wrong code is toasted by the API layer.
 */
export function AcceptorLookup() {
  const { t } = useTranslation();
  const format = useFormat();
  const lookup = useAcceptorLookup();
  const [type, setType] = useState<AcceptorType>('personal');
  const [code, setCode] = useState('');
  // At most ACCEPTANCE_CODE_MAX characters, counted and cut as the server counts them.
  const codeLimit = useCharacterLimit(ACCEPTANCE_CODE_MAX, setCode, { normalize: normalizeCode });
  const [found, setFound] = useState<Partial<Record<AcceptorType, Acceptor>>>({});
  const groupId = useId();
  const trimmed = code.trim();
  const acceptor = found[type];

  const submit = async () => {
    if (!trimmed || lookup.isPending) return;
    try {
      const result = await lookup.mutateAsync({ type, code: trimmed });
      setFound((previous) => ({ ...previous, [result.type]: result }));
      setType(result.type);
      toastSuccess(t('wallet.fx.result_title'));
    } catch {
      // "Acceptance code error, re-enter" was toasted by the API layer
    }
  };

  return (
    <form
      className={styles.lookup}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p id={groupId} className={styles.groupLabel}>
        {t('wallet.fx.select_type')}
      </p>
      <div className={styles.types} role="group" aria-labelledby={groupId}>
        {ACCEPTOR_TYPES.map((value) => {
          const known = found[value];
          return (
            <button
              key={value}
              type="button"
              className={[styles.type, value === type ? styles.typeActive : '']
                .filter(Boolean)
                .join(' ')}
              aria-pressed={value === type}
              onClick={() => setType(value)}
              data-testid={`fx-type-${value}`}
            >
              <span className={styles.typeName}>{t(`enums.acceptor_type.${value}`)}</span>
              <span className={styles.typeLimit} data-testid={`fx-type-${value}-limit`}>
                {t('wallet.fx.limit')}:{' '}
                {/* The limit caps the deposit credited to the balance: an amount of the app's
                    one money unit, shown as every amount is (no code; the acceptor's own
                    currency is its Currency row). */}
                {known ? format.amount(known.limit) : t('wallet.fx.limit_unknown')}
              </span>
            </button>
          );
        })}
      </div>

      <label className={styles.codeField} data-testid="fx-code-input">
        <span className={fieldLabelClass}>{t('wallet.fx.code_label')}</span>
        <FieldBox>
          <Input
            value={code}
            {...codeLimit}
            placeholder={t('wallet.fx.code_placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            clearable
            className={styles.codeInput}
          />
        </FieldBox>
      </label>
      <Button
        block
        type="submit"
        color="primary"
        shape="rounded"
        size="large"
        disabled={!trimmed}
        loading={lookup.isPending}
        className={styles.submit}
        data-testid="fx-submit"
      >
        {t('wallet.fx.submit')}
      </Button>

      {acceptor && (
        <div className={styles.result} data-testid="fx-acceptor" role="status">
          <p className={styles.resultTitle}>
            <CheckCircleFill aria-hidden="true" className={styles.resultIcon} />
            {t('wallet.fx.result_title')}
          </p>
          <dl className={shared.details}>
            <dt>{t('wallet.fx.acceptor')}</dt>
            <dd data-testid="fx-acceptor-name">{acceptor.name}</dd>
            <dt>{t('wallet.fx.acceptor_type')}</dt>
            <dd>{t(`enums.acceptor_type.${acceptor.type}`)}</dd>
            <dt>{t('wallet.fx.limit')}</dt>
            <dd className={shared.amount} data-testid="fx-acceptor-limit">
              {format.amount(acceptor.limit)}
            </dd>
            <dt>{t('wallet.fx.currency')}</dt>
            <dd>{acceptor.currency}</dd>
            <dt>{t('wallet.fx.rate')}</dt>
            <dd className={shared.amount} data-testid="fx-acceptor-rate">
              {rateText(acceptor.rate, format)}
            </dd>
          </dl>
        </div>
      )}
    </form>
  );
}

/**
 * The acceptor's rate: a decimal in the language's number format, any other text (the API's
 * `rate` is a free string: the seed's "1 USD = 1.00 USD") as the server wrote it, not "—".
 */
function rateText(rate: string, format: Formatter): string {
  return isDecimalText(rate) ? format.decimal(rate) : rate;
}
