import Button from 'antd-mobile/es/components/button';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardType } from '@adc/contract/enums';
import { CARD_TYPES } from '@adc/contract/lists';
import { BankCardBody, type BankCard } from '@adc/contract';
import { maskAccount } from '@adc/domain';
import { BANK_CARD_FIELD_MAX } from '@adc/contract/constants';
import { TextField, useForm, type FormRules } from '@/components/form';
import { normalizePhone } from '@/components/form/contact-fields';
import { toast } from '@/lib/notify';
import { required, schemaRule, type Validator } from '@/lib/validation';
import {
  CARD_FIELDS,
  draftFromCard,
  isCardModified,
  keepsBoundAccount,
  toCardBody,
  TYPE_FIELDS,
  typeFieldsFor,
  type CardFormValues,
  type TypeField,
} from '../lib/bank-card-form';
import styles from './card-form.module.css';

export interface CardFormProps {
  /** The bound card (prefills the form), or null. */
  card: BankCard | null;
  /** Sends the card; resolve when bound. Only called when the form is valid and modified. */
  onSubmit: (body: { type: CardType } & CardFormValues) => Promise<unknown>;
  submitting: boolean;
}

/**
 * Bank card / wallet address form: the type (segmented), then the five fields, labelled by type,
 * all required, the mobile number a phone number by the server's rule. With a bound card it is
 * prefilled, an unchanged form is refused ("Please modify before submitting") and a change asks
 * "Card already bound, re-bind?" first.
 */
export function CardForm({ card, onSubmit, submitting }: CardFormProps) {
  const { t } = useTranslation();
  const initial = draftFromCard(card);
  const [type, setType] = useState<CardType>(initial.type);
  const groupId = useId();

  const label = (field: (typeof CARD_FIELDS)[number]) => t(`wallet.bind_card.${type}.${field}`);
  const keepAccount = keepsBoundAccount(type, card);
  // Every field is required; the mobile number is also checked by the server's own schema (the
  // one phone rule, as the profile's phone), so the form refuses what the server would.
  const rulesOf = (field: (typeof CARD_FIELDS)[number]): Validator<CardFormValues>[] =>
    field === 'mobile'
      ? [required(label(field)), schemaRule(BankCardBody.shape.mobile, label(field))]
      : [required(label(field))];
  const rules: FormRules<CardFormValues> = Object.fromEntries(
    CARD_FIELDS.filter((field) => !(field === 'bankAccount' && keepAccount)).map((field) => [
      field,
      rulesOf(field),
    ]),
  );
  const placeholder = (field: (typeof CARD_FIELDS)[number]) =>
    field === 'bankAccount' && card && keepAccount
      ? t('wallet.bind_card.account_kept', { account: maskAccount(card.bankAccount) })
      : t('wallet.bind_card.placeholder');
  const form = useForm<CardFormValues>(initial.values, rules);
  // What was typed in the type-specific fields of each type, kept across switches.
  const typed = useRef<Partial<Record<CardType, Pick<CardFormValues, TypeField>>>>({});

  const switchType = (next: CardType) => {
    if (next === type) return;
    const current = form.values;
    typed.current[type] = {
      cardName: current.cardName,
      bankAccount: current.bankAccount,
      branchName: current.branchName,
    };
    const shown = typeFieldsFor(next, card, typed.current[next]);
    for (const field of TYPE_FIELDS) form.setValue(field, shown[field]);
    setType(next);
  };

  const submit = async (values: CardFormValues) => {
    const draft = { type, values };
    if (!isCardModified(draft, card)) {
      toast(t('error.modify_before_submit'));
      return;
    }
    if (card) {
      const { confirmDialog } = await import('@/lib/dialogs');
      const confirmed = await confirmDialog({
        content: t('error.card_already_bound'),
        confirmText: t('wallet.bind_card.rebind'),
        cancelText: t('common.cancel'),
      });
      if (!confirmed) return;
    }
    await onSubmit(toCardBody(draft, card)).catch(() => undefined); // the API layer shows failures
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((values) => void submit(values))}
      data-testid="bind-card-form"
    >
      {card && (
        <div className={styles.notice} role="note" data-testid="bind-card-bound">
          <span className={styles.noticeTitle}>
            {t(`enums.card_type.${card.type}`)} · {card.cardName} · {maskAccount(card.bankAccount)}
          </span>
          <span className={styles.noticeText}>{t('wallet.bind_card.bound_notice')}</span>
        </div>
      )}

      <p id={groupId} className={styles.groupLabel}>
        {t('wallet.bind_card.type_label')}
      </p>
      <div className={styles.segmented} role="group" aria-labelledby={groupId}>
        {CARD_TYPES.map((value) => (
          <button
            key={value}
            type="button"
            className={[styles.segment, value === type ? styles.segmentActive : '']
              .filter(Boolean)
              .join(' ')}
            aria-pressed={value === type}
            onClick={() => switchType(value)}
            data-testid={`bind-card-type-${value}`}
          >
            {t(`enums.card_type.${value}`)}
          </button>
        ))}
      </div>

      <div className={styles.fields}>
        {CARD_FIELDS.map((field) => {
          const props = form.field(field);
          return (
            <div key={field} data-testid={`bind-card-${field}`}>
              <TextField
                label={label(field)}
                placeholder={placeholder(field)}
                autoComplete="off"
                inputMode={field === 'mobile' ? 'tel' : undefined}
                clearable
                maxCharacters={BANK_CARD_FIELD_MAX[field]}
                {...props}
                // A mobile number's spaces, hyphens, dots and brackets go, as in the profile.
                onChange={
                  field === 'mobile'
                    ? (value) => props.onChange(normalizePhone(value))
                    : props.onChange
                }
              />
            </div>
          );
        })}
      </div>

      <Button
        block
        type="submit"
        color="primary"
        shape="rounded"
        size="large"
        loading={submitting}
        className={styles.submit}
        data-testid="bind-card-submit"
      >
        {t('common.submit')}
      </Button>
    </form>
  );
}
