import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGE_MAX, type SupportMessage, type SupportThread } from '@adc/contract';
import {
  appendToNewestPage,
  checkMessage,
  firstUnreadReplyId,
  markRepliesRead,
  olderPageParam,
  threadMessages,
  unreadOf,
  type ThreadPages,
} from './thread';

const message = (id: number, sender: SupportMessage['sender'], read = true): SupportMessage => ({
  id,
  sender,
  content: `m${id}`,
  automatic: false,
  created_at: '2026-11-25T10:00:00.000Z',
  read,
});
const page = (list: SupportMessage[], has_more = false, unread_count = 0): SupportThread => ({
  list,
  has_more,
  unread_count,
});
const pages = (...list: SupportThread[]): ThreadPages => ({
  pages: list,
  pageParams: list.map((_, index) => (index === 0 ? null : index)),
});

describe('the support thread on the client', () => {
  it('shows every loaded message oldest first, once, with older pages before', () => {
    const data = pages(
      page([message(3, 'user'), message(4, 'support', false)], true, 1),
      page([message(1, 'user'), message(2, 'support'), message(3, 'user')]),
    );
    expect(threadMessages(data).map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(threadMessages(undefined)).toEqual([]);
    expect(unreadOf(data)).toBe(1);
  });

  it('asks for the older page before the oldest message, only when there is one', () => {
    expect(olderPageParam(page([message(7, 'user'), message(8, 'user')], true))).toBe(7);
    expect(olderPageParam(page([message(7, 'user')], false))).toBeUndefined();
  });

  it('adds the stored messages to the newest page once', () => {
    const data = pages(page([message(1, 'user')]), page([]));
    const next = appendToNewestPage(data, [message(1, 'user'), message(2, 'user')]);
    expect(next?.pages[0]?.list.map((item) => item.id)).toEqual([1, 2]);
    expect(next?.pages[1]).toBe(data.pages[1]);
    expect(appendToNewestPage(undefined, [message(1, 'user')])).toBeUndefined();
  });

  it('puts the new-replies marker above the first unread reply, and reading clears it', () => {
    const data = pages(
      page(
        [message(1, 'user', false), message(2, 'support', false), message(3, 'support', false)],
        false,
        2,
      ),
    );
    expect(firstUnreadReplyId(threadMessages(data))).toBe(2);
    const read = markRepliesRead(data);
    expect(firstUnreadReplyId(threadMessages(read))).toBeNull();
    expect(unreadOf(read)).toBe(0);
    // The user's own messages keep their state (read by support or not).
    expect(threadMessages(read)[0]?.read).toBe(false);
  });

  it('checks a message with the contract rule: trimmed, not empty, bounded, no control characters', () => {
    expect(checkMessage('  Hello\n\tthere  ')).toEqual({ ok: true, content: 'Hello\n\tthere' });
    expect(checkMessage('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(checkMessage('x'.repeat(SUPPORT_MESSAGE_MAX))).toMatchObject({ ok: true });
    expect(checkMessage('x'.repeat(SUPPORT_MESSAGE_MAX + 1))).toEqual({
      ok: false,
      reason: 'too_long',
    });
    expect(checkMessage('bell \u0007')).toEqual({ ok: false, reason: 'invalid' });
  });
});
