import type { BankCard, CardType } from '@adc/contract';

/** The editable fields of the bank-card form, in display order. */
export const CARD_FIELDS = ['cardName', 'userName', 'mobile', 'bankAccount', 'branchName'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export type CardFormValues = Record<CardField, string>;

export interface CardDraft {
  type: CardType;
  values: CardFormValues;
}

export const EMPTY_CARD_VALUES: CardFormValues = {
  cardName: '',
  userName: '',
  mobile: '',
  bankAccount: '',
  branchName: '',
};

/**
 * The form's starting point: the bound card, or an empty bank card. The bound account number or
 * address is never put back on screen (the bound banner shows it masked): its field starts empty
 * and an empty field keeps it (`keepsBoundAccount`).
 */
export function draftFromCard(card: BankCard | null | undefined): CardDraft {
  if (!card) return { type: 'bank', values: { ...EMPTY_CARD_VALUES } };
  return {
    type: card.type,
    values: {
      cardName: card.cardName,
      userName: card.userName,
      mobile: card.mobile,
      bankAccount: '',
      branchName: card.branchName,
    },
  };
}

/**
 * The fields whose meaning changes with the type: card name / wallet name, bank account / wallet
 * address, branch / network. The holder's name and the mobile number mean the same for both.
 */
export const TYPE_FIELDS = ['cardName', 'bankAccount', 'branchName'] as const;
export type TypeField = (typeof TYPE_FIELDS)[number];

/**
 * The type-specific fields to show after switching the form to `type`: what was typed for that
 * type before the last switch, else the bound card's when it is of that type, else empty. Never
 * the other type's: a bank's name as the wallet's name, its branch as the wallet's network.
 */
export function typeFieldsFor(
  type: CardType,
  card: BankCard | null | undefined,
  typedBefore?: Pick<CardFormValues, TypeField>,
): Pick<CardFormValues, TypeField> {
  if (typedBefore) return typedBefore;
  const source = card?.type === type ? draftFromCard(card).values : EMPTY_CARD_VALUES;
  return {
    cardName: source.cardName,
    bankAccount: source.bankAccount,
    branchName: source.branchName,
  };
}

/** An empty account field keeps the bound account, as long as the type stays the same. */
export function keepsBoundAccount(type: CardType, card: BankCard | null | undefined): boolean {
  return Boolean(card) && card?.type === type;
}

/** The request body of POST /api/bank_card/edit (values trimmed, as the server stores them). */
export function toCardBody(
  draft: CardDraft,
  card?: BankCard | null,
): { type: CardType } & CardFormValues {
  const body = { type: draft.type, ...EMPTY_CARD_VALUES };
  for (const field of CARD_FIELDS) body[field] = draft.values[field].trim();
  if (!body.bankAccount && card && keepsBoundAccount(draft.type, card)) {
    body.bankAccount = card.bankAccount;
  }
  return body;
}

/**
 * "The form must be modified before submit" (spec section 5): true when there is no bound card,
 * or when the type or any trimmed field differs from it.
 */
export function isCardModified(draft: CardDraft, card: BankCard | null | undefined): boolean {
  if (!card) return true;
  if (draft.type !== card.type) return true;
  const body = toCardBody(draft, card);
  return CARD_FIELDS.some((field) => body[field] !== card[field]);
}
