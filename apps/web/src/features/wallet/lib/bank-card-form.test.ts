import { describe, expect, it } from 'vitest';
import type { BankCard } from '@adc/contract';
import { draftFromCard, isCardModified, keepsBoundAccount, toCardBody } from './bank-card-form';

const card: BankCard = {
  type: 'bank',
  cardName: 'Demo Bank',
  userName: 'Demo User',
  mobile: '13800000000',
  bankAccount: '6222000011112222',
  branchName: 'Main Branch',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('bank-card form', () => {
  it('prefills from the bound card, or starts empty as a bank card', () => {
    expect(draftFromCard(card).values.cardName).toBe('Demo Bank');
    expect(draftFromCard(card).values.bankAccount).toBe(''); // never shown in full again
    expect(draftFromCard(null)).toEqual({
      type: 'bank',
      values: { cardName: '', userName: '', mobile: '', bankAccount: '', branchName: '' },
    });
  });

  it('an unchanged form is not modified ("Please modify before submitting")', () => {
    expect(isCardModified(draftFromCard(card), card)).toBe(false);
  });

  it('whitespace alone is no modification (the server trims)', () => {
    const draft = draftFromCard(card);
    draft.values.userName = '  Demo User ';
    expect(isCardModified(draft, card)).toBe(false);
  });

  it('a changed field or type is a modification', () => {
    const draft = draftFromCard(card);
    draft.values.branchName = 'North Branch';
    expect(isCardModified(draft, card)).toBe(true);
    expect(isCardModified({ ...draftFromCard(card), type: 'wallet' }, card)).toBe(true);
  });

  it('an empty account keeps the bound one only while the type stays the same', () => {
    const draft = draftFromCard(card);
    expect(toCardBody(draft, card).bankAccount).toBe('6222000011112222');
    draft.values.bankAccount = ' 6222000099998888 ';
    expect(toCardBody(draft, card).bankAccount).toBe('6222000099998888');
    expect(isCardModified(draft, card)).toBe(true);
    expect(toCardBody({ ...draftFromCard(card), type: 'wallet' }, card).bankAccount).toBe('');
    expect(keepsBoundAccount('bank', card)).toBe(true);
    expect(keepsBoundAccount('wallet', card)).toBe(false);
    expect(keepsBoundAccount('bank', null)).toBe(false);
  });

  it('without a bound card any complete form may be sent', () => {
    expect(isCardModified(draftFromCard(null), null)).toBe(true);
  });

  it('builds the trimmed request body', () => {
    const draft = draftFromCard(card);
    draft.values.cardName = ' New Bank ';
    expect(toCardBody(draft, card)).toEqual({
      type: 'bank',
      cardName: 'New Bank',
      userName: 'Demo User',
      mobile: '13800000000',
      bankAccount: '6222000011112222',
      branchName: 'Main Branch',
    });
  });
});
