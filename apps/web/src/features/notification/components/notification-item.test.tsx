import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@adc/contract';
import { changeLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { NotificationItem } from './notification-item';

/**
 * A fake layout for jsdom (which lays nothing out): the preview's box holds two lines of
 * `PER_LINE` characters; a longer text overflows it.
 */
const PER_LINE = 20;
const LINE = 20;
function layOut() {
  const clientHeight = vi
    .spyOn(HTMLElement.prototype, 'clientHeight', 'get')
    .mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'notification-preview' ? 2 * LINE : 0;
    });
  const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(271);
  const scrollHeight = vi
    .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
    .mockImplementation(function (this: HTMLElement) {
      const characters = [...(this.textContent ?? '')].length;
      return Math.max(1, Math.ceil(characters / PER_LINE)) * LINE;
    });
  return () => [clientHeight, clientWidth, scrollHeight].forEach((spy) => spy.mockRestore());
}

const notification = (content: string): Notification => ({
  id: 7,
  category: 'system_announcement',
  title: 'title',
  content,
  read: false,
  created_at: '2026-11-21T10:00:00.000Z',
});

let restore: () => void;
beforeEach(() => {
  restore = layOut();
});
afterEach(async () => {
  restore();
  await changeLanguage('en');
});

function preview(content: string) {
  renderWithProviders(<NotificationItem item={notification(content)} onOpen={() => {}} />);
  return screen.getByTestId('notification-preview');
}

describe('<NotificationItem> preview', () => {
  it('Thai: the two lines that fit, cut between words with "…", the amount whole', async () => {
    await changeLanguage('th');
    const content = 'การถอนเงินของคุณจำนวน 12,345,678.90 ได้รับอนุมัติและโอนไปยังบัญชีธนาคารแล้ว';
    const shown = preview(content);
    // 40 characters fit (the ellipsis included): the amount whole, then whole Thai words.
    await waitFor(() => expect(shown.textContent).toBe('การถอนเงินของคุณจำนวน 12,345,678.90 ได้…'));
    // Screen readers get the whole content.
    expect(shown.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button').textContent).toContain(content);
  });

  it('Thai: an amount that fits stays whole, the rest goes at a word boundary', async () => {
    await changeLanguage('th');
    const content = 'ยอดเงิน 1,234.56 ถูกเพิ่มในยอดเงินที่ใช้ได้ของคุณแล้วขอบคุณที่รอคอย';
    const shown = preview(content);
    await waitFor(() => expect(shown.textContent).toBe('ยอดเงิน 1,234.56 ถูกเพิ่มในยอดเงินที่…'));
  });

  it('Thai: an amount that does not fit is left out whole, not cut', async () => {
    await changeLanguage('th');
    // The 40th character falls inside the amount (characters 32 to 43).
    const content = 'ยอดเงินโบนัสของคุณจำนวนทั้งหมด 12,345,678.90 บาท';
    const shown = preview(content);
    await waitFor(() => expect(shown.textContent).toBe('ยอดเงินโบนัสของคุณจำนวนทั้งหมด…'));
  });

  it('Latin: at a space', async () => {
    const shown = preview('Your withdrawal #1024 of 1,234,567.89 was approved and paid.');
    await waitFor(() => expect(shown.textContent).toBe('Your withdrawal #1024 of 1,234,567.89…'));
  });

  it('CJK: between words, the amount whole', async () => {
    await changeLanguage('jp');
    const shown = preview(
      '出金申請#1024の金額1,234,567.89円が承認され、ご登録の銀行口座に振り込まれました。',
    );
    await waitFor(() => expect([...(shown.textContent ?? '')].length).toBeLessThanOrEqual(40));
    expect(shown.textContent).toMatch(/…$/u);
    const kept = (shown.textContent ?? '').slice(0, -1);
    expect(kept.includes('1,') ? kept.includes('1,234,567.89') : true).toBe(true);
    expect(
      '出金申請#1024の金額1,234,567.89円が承認され、ご登録の銀行口座に振り込まれました。'.startsWith(
        kept,
      ),
    ).toBe(true);
  });

  it('a content that fits is shown whole, once, without an ellipsis', async () => {
    const shown = preview('Claim it today.');
    await waitFor(() => expect(shown.textContent).toBe('Claim it today.'));
    expect(shown.getAttribute('aria-hidden')).toBeNull();
    expect(screen.getByRole('button').textContent?.match(/Claim it today/g)).toHaveLength(1);
  });
});
