/**
 * The support conversation's pure rules on the client: pages to messages, messages being sent,
 * where the "new replies" marker goes, and what a message may contain (the contract's own rule).
 */
import type { InfiniteData } from '@tanstack/react-query';
import { SupportMessageText, type SupportMessage, type SupportThread } from '@adc/contract';
import { uuidV4 } from '@/lib/idempotency';

/** The loaded pages, newest first; the page parameter is the `before_id` of an older page. */
export type ThreadPages = InfiniteData<SupportThread, unknown>;

/** The page older than this one: before its first (oldest) message, when there is one. */
export function olderPageParam(page: SupportThread): number | undefined {
  return page.has_more ? page.list[0]?.id : undefined;
}

/** Every loaded message, oldest first (pages are newest first, each oldest first), once each. */
export function threadMessages(data: ThreadPages | undefined): SupportMessage[] {
  const seen = new Set<number>();
  const messages: SupportMessage[] = [];
  for (const page of [...(data?.pages ?? [])].reverse()) {
    for (const message of page.list) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}

/** Messages the server just stored join the newest page (until the refetch brings it anyway). */
export function appendToNewestPage(
  data: ThreadPages | undefined,
  stored: readonly SupportMessage[],
): ThreadPages | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest) return data;
  const known = new Set(newest.list.map((message) => message.id));
  const list = [...newest.list, ...stored.filter((message) => !known.has(message.id))];
  return { ...data, pages: [{ ...newest, list }, ...older] };
}

/** After the user read the thread: no reply is unread any more. */
export function markRepliesRead(data: ThreadPages | undefined): ThreadPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unread_count: 0,
      list: page.list.map((message) =>
        message.sender === 'support' && !message.read ? { ...message, read: true } : message,
      ),
    })),
  };
}

/** The unread count the server reported with the newest page. */
export function unreadOf(data: ThreadPages | undefined): number {
  return data?.pages[0]?.unread_count ?? 0;
}

/** The first support reply not read yet: the "new replies" marker goes above it. */
export function firstUnreadReplyId(messages: readonly SupportMessage[]): number | null {
  return messages.find((message) => message.sender === 'support' && !message.read)?.id ?? null;
}

/** A message typed but not stored yet: being sent, or failed (then it can be sent again). */
export interface Outgoing {
  key: string;
  content: string;
  status: 'sending' | 'failed';
  /**
   * The Idempotency-Key of this message, sent with it every time it is sent again: when only the
   * answer was lost, the server replays it instead of posting the message twice.
   */
  idempotencyKey: string;
}

/** A message about to be sent, with its own Idempotency-Key (`./idempotency.ts`). */
export function newOutgoing(content: string, makeKey: () => string = uuidV4): Outgoing {
  const idempotencyKey = makeKey();
  return { key: idempotencyKey, content, status: 'sending', idempotencyKey };
}

/**
 * A send that failed. Without an answer (offline, dropped, timed out) the message may be stored:
 * it keeps its key, so sending it again cannot post it twice. After a definite answer (a business
 * error, which the server would replay as it is for that key) it gets a fresh one.
 */
export function failedOutgoing(
  item: Outgoing,
  answered: boolean,
  makeKey: () => string = uuidV4,
): Outgoing {
  return { ...item, status: 'failed', idempotencyKey: answered ? makeKey() : item.idempotencyKey };
}

export type MessageCheck =
  { ok: true; content: string } | { ok: false; reason: 'empty' | 'too_long' | 'invalid' };

/** Checks a typed message with the contract's rule; `content` is what will be sent (trimmed). */
export function checkMessage(value: string): MessageCheck {
  const result = SupportMessageText.safeParse(value);
  if (result.success) return { ok: true, content: result.data };
  const issue = result.error.issues[0];
  if (issue?.code === 'too_small') return { ok: false, reason: 'empty' };
  if (issue?.code === 'too_big') return { ok: false, reason: 'too_long' };
  return { ok: false, reason: 'invalid' };
}
