import { afterEach, describe, expect, it, vi } from 'vitest';
import { cutAt, ELLIPSIS, fitPreview, previewCuts } from './preview';

/** `text` in at most `max` characters (code points, the ellipsis included), by fitPreview. */
const truncatePreview = (text: string, max: number, locale: string) =>
  fitPreview(text, locale, (candidate) => [...candidate].length <= max);

const thai = 'การถอนเงิน #1024 จำนวน 1,234,567.89 ได้รับอนุมัติและโอนไปยังบัญชีของคุณแล้ว';
const thaiJoined = 'ยอดเงินโบนัสของคุณจำนวน1,234.56บาทถูกเพิ่มเข้าบัญชีแล้ว';
const english = 'Your withdrawal #1024 of 1,234,567.89 was approved and paid to **** 1234.';
const japanese = '出金申請#1024（1,234,567.89）が承認され、口座に振り込まれました。';
const chinese = '您的提现 #1024 金额 1,234,567.89 已批准并转入您的账户。';
const profit = 'Plan P20261127000006 settled: profit −80.00, coupon 5% off';

/** Every cut of `text` to `max` characters, for max from 2 to its length. */
function everyCut(text: string, locale: string): string[] {
  const cuts: string[] = [];
  for (let max = 2; max < [...text].length; max++) cuts.push(truncatePreview(text, max, locale));
  return cuts;
}

/**
 * `preview` is a start of `text` and "…", and holds each of `numbers` (as `text` writes them)
 * whole or not at all.
 */
function expectCleanCut(text: string, preview: string, numbers: string[]) {
  expect(preview.endsWith(ELLIPSIS)).toBe(true);
  const kept = preview.slice(0, -ELLIPSIS.length);
  expect(kept.length).toBeGreaterThan(0);
  expect(text.startsWith(kept)).toBe(true);
  for (const number of numbers) {
    const at = text.indexOf(number);
    if (kept.length > at)
      expect(kept.length, `${preview}: ${number}`).toBeGreaterThanOrEqual(at + number.length);
  }
}

describe('previewCuts', () => {
  it('cuts Thai between words, never inside a formatted amount', () => {
    const cuts = previewCuts(thai, 'th');
    const amount = thai.indexOf('1,234,567.89');
    for (let index = amount + 1; index < amount + '1,234,567.89'.length; index++)
      expect(cuts).not.toContain(index);
    // Between Thai words (no spaces): "การ|ถอน|เงิน".
    expect(cuts).toContain('การ'.length);
    expect(cuts).toContain('การถอน'.length);
    // Never between "#" and its digits.
    expect(cuts).not.toContain(thai.indexOf('1024'));
  });

  it('keeps a sign and a percent sign with their number', () => {
    const cuts = previewCuts(profit, 'en');
    expect(cuts).not.toContain(profit.indexOf('80.00'));
    expect(cuts).not.toContain(profit.indexOf('%'));
  });

  it('cuts only between graphemes, even where it has to cut a word', () => {
    const text = 'ก้ำ👍🏽ข้า'; // Thai with stacked marks, an emoji with a skin tone
    const cuts = previewCuts(text, 'th', 'grapheme');
    expect(cuts).toEqual(['ก้ำ'.length, 'ก้ำ👍🏽'.length, 'ก้ำ👍🏽ข้'.length]);
  });
});

describe('fitPreview (to a number of characters)', () => {
  it('keeps a text that fits whole', () => {
    expect(truncatePreview(thai, 200, 'th')).toBe(thai);
  });

  it('Thai with a formatted amount: whole words, the amount whole or not at all', () => {
    expect(truncatePreview(thai, 30, 'th')).toBe(`การถอนเงิน #1024 จำนวน${ELLIPSIS}`);
    expect(truncatePreview(thai, 37, 'th')).toBe(`การถอนเงิน #1024 จำนวน 1,234,567.89${ELLIPSIS}`);
    for (const preview of everyCut(thai, 'th'))
      expectCleanCut(thai, preview, ['#1024', '1,234,567.89']);
  });

  it('Thai without spaces around the amount cuts between words, not inside it', () => {
    for (const preview of everyCut(thaiJoined, 'th'))
      expectCleanCut(thaiJoined, preview, ['1,234.56']);
    expect(truncatePreview(thaiJoined, 13, 'th')).toBe(`ยอดเงินโบนัส${ELLIPSIS}`);
    expect(truncatePreview(thaiJoined, 12, 'th')).toBe(`ยอดเงิน${ELLIPSIS}`);
  });

  it('Latin text: at a space, without a trailing separator, the amount whole', () => {
    expect(truncatePreview(english, 40, 'en')).toBe(
      `Your withdrawal #1024 of 1,234,567.89${ELLIPSIS}`,
    );
    expect(truncatePreview(english, 30, 'en')).toBe(`Your withdrawal #1024 of${ELLIPSIS}`);
    expect(truncatePreview(profit, 45, 'en')).toBe(
      `Plan P20261127000006 settled: profit −80.00${ELLIPSIS}`,
    );
    for (const preview of everyCut(english, 'en'))
      expectCleanCut(english, preview, ['#1024', '1,234,567.89', '1234']);
    for (const preview of everyCut(profit, 'en')) expectCleanCut(profit, preview, ['−80.00', '5%']);
  });

  it('CJK text: between words, the amount whole', () => {
    expect(truncatePreview(japanese, 12, 'ja')).toBe(`出金申請#1024${ELLIPSIS}`);
    expect(truncatePreview(japanese, 20, 'ja')).toBe(`出金申請#1024${ELLIPSIS}`);
    expect(truncatePreview(japanese, 24, 'ja')).toBe(`出金申請#1024（1,234,567.89）${ELLIPSIS}`);
    expect(truncatePreview(chinese, 14, 'zh-Hans')).toBe(`您的提现 #1024 金额${ELLIPSIS}`);
    for (const [text, locale] of [
      [japanese, 'ja'],
      [chinese, 'zh-Hans'],
    ] as const) {
      for (const preview of everyCut(text, locale))
        expectCleanCut(text, preview, ['#1024', '1,234,567.89']);
    }
  });

  it('a first word longer than the preview is cut between graphemes', () => {
    const word = 'Supercalifragilisticexpialidocious';
    expect(truncatePreview(word, 10, 'en')).toBe(`Supercali${ELLIPSIS}`);
  });

  describe('without Intl.Segmenter', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('cuts at spaces, the amount whole', () => {
      vi.stubGlobal(
        'Intl',
        Object.assign(Object.create(Intl) as typeof Intl, { Segmenter: undefined }),
      );
      expect(truncatePreview(thai, 30, 'th')).toBe(`การถอนเงิน #1024 จำนวน${ELLIPSIS}`);
      expect(truncatePreview(english, 30, 'en')).toBe(`Your withdrawal #1024 of${ELLIPSIS}`);
    });
  });
});

describe('cutAt', () => {
  it('drops trailing spaces, separators and opening brackets before the ellipsis', () => {
    expect(cutAt('Profit: 12.00', 'Profit: '.length)).toBe(`Profit${ELLIPSIS}`);
    expect(cutAt('出金申請（1,234.56）', '出金申請（'.length)).toBe(`出金申請${ELLIPSIS}`);
    expect(cutAt('ยอด 1,234.56 บาท', 'ยอด 1,234.56 '.length)).toBe(`ยอด 1,234.56${ELLIPSIS}`);
  });
});
