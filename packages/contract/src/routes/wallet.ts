import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  IdempotencyHeaders,
  Month,
  PayPinMd5,
  RequiredPhone,
  chars,
  envelope,
  moneyInput,
  pageInput,
  text,
} from '../common';
import { ACCEPTANCE_CODE_MAX, BANK_CARD_FIELD_MAX } from '../constants';
import { AcceptorType, CardType, FlowType } from '../enums';
import {
  AcceptanceOrderPage,
  Acceptor,
  BankCard,
  FlowPage,
  WalletProperty,
  Withdrawal,
} from '../schemas';

const c = initContract();

/**
 * A bank card or wallet address (spec section 5: every field required). The mobile number follows
 * the one phone rule (@adc/domain PHONE_PATTERN), as registration and the profile do; the names,
 * the account or address and the branch or network are free text on one line.
 */
export const BankCardBody = z.object({
  type: CardType.default('bank'),
  cardName: text(BANK_CARD_FIELD_MAX.cardName),
  userName: text(BANK_CARD_FIELD_MAX.userName),
  mobile: chars(RequiredPhone, { max: BANK_CARD_FIELD_MAX.mobile }),
  bankAccount: text(BANK_CARD_FIELD_MAX.bankAccount),
  branchName: text(BANK_CARD_FIELD_MAX.branchName),
});

export const walletContract = c.router({
  property: {
    method: 'GET',
    path: '/user/property',
    responses: { 200: envelope(WalletProperty) },
    summary: 'Wallet balances; total_assets = available + to_be_consumed + to_be_settled',
  },
  flows: {
    method: 'GET',
    path: '/transaction_flow/list',
    query: z.object({ month: Month.optional(), type: FlowType.optional(), ...pageInput }),
    responses: {
      200: envelope(FlowPage),
    },
    summary:
      'Money-flow records, newest first; month totals for `month` (default: this month, X-TZ)',
  },
  acceptorOrders: {
    method: 'GET',
    path: '/acceptor/order/list',
    query: z.object(pageInput),
    responses: {
      200: envelope(AcceptanceOrderPage),
    },
    summary: 'Foreign-exchange acceptance records and the current open order',
  },
  acceptorDetail: {
    method: 'POST',
    path: '/acceptor/detail',
    body: z.object({ type: AcceptorType, code: text(ACCEPTANCE_CODE_MAX) }),
    responses: { 200: envelope(Acceptor) },
    summary:
      'Look up an acceptor by type and acceptance code; opens (or returns) the current order',
  },
  withdraw: {
    method: 'POST',
    path: '/user/withdraw',
    headers: IdempotencyHeaders,
    body: z.object({ amount: moneyInput(), password: PayPinMd5 }),
    responses: { 200: envelope(Withdrawal) },
    summary: 'Withdraw to the bound card; the transaction password is sent as MD5 hex',
  },
  bankCard: {
    method: 'GET',
    path: '/bank_card/detail',
    responses: { 200: envelope(BankCard.nullable()) },
    summary: 'The bound bank card or wallet address, or null',
  },
  editBankCard: {
    method: 'POST',
    path: '/bank_card/edit',
    body: BankCardBody,
    responses: { 200: envelope(BankCard) },
    summary: 'Bind or re-bind a bank card or wallet address; must differ from the bound one',
  },
});
