import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUPPORT_POLL_MS } from '@adc/contract';
import { HEADERS } from '@adc/contract/constants';
import { api } from '@/lib/api';
import {
  appendToNewestPage,
  markRepliesRead,
  olderPageParam,
  type ThreadPages,
} from '../lib/thread';

export const supportKeys = {
  thread: ['support', 'thread'] as const,
  unread: ['support', 'unread'] as const,
};

/**
 * Polls while the screen is open and the last fetch worked; after a failure it stops (the screen
 * marks what it shows as stale, with a retry), so an offline phone gets one toast, not one a poll.
 */
const pollUnlessFailed = ({ state }: { state: { status: string } }) =>
  state.status === 'error' ? false : SUPPORT_POLL_MS;

/** GET /support/messages: the newest page first, older pages by `before_id` (load earlier). */
export function useSupportThread(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: supportKeys.thread,
    queryFn: ({ pageParam }) =>
      api.support.thread({ query: typeof pageParam === 'number' ? { before_id: pageParam } : {} }),
    initialPageParam: null as number | null,
    getNextPageParam: olderPageParam,
    enabled,
    staleTime: 0,
    retry: false,
    refetchInterval: pollUnlessFailed,
  });
}

/** GET /support/unread_count: the replies the user has not read (the entry card's marker). */
export function useSupportUnread(enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.unread,
    queryFn: () => api.support.unreadCount(),
    enabled,
    staleTime: 0,
    retry: false,
    refetchInterval: pollUnlessFailed,
  });
}

/**
 * POST /support/messages with the message's Idempotency-Key (the same for each resend of it); the
 * stored messages join the newest page at once.
 */
export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, idempotencyKey }: { content: string; idempotencyKey: string }) =>
      api.support.send({
        body: { content },
        headers: { [HEADERS.idempotencyKey]: idempotencyKey },
      }),
    onSuccess: ({ list }) => {
      queryClient.setQueryData<ThreadPages>(supportKeys.thread, (data) =>
        appendToNewestPage(data, list),
      );
      void queryClient.invalidateQueries({ queryKey: supportKeys.thread });
    },
  });
}

/** POST /support/read: every reply read; the unread marker goes away. */
export function useMarkSupportRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.support.read({ body: {} }),
    onSuccess: (unread) => {
      queryClient.setQueryData(supportKeys.unread, unread);
      queryClient.setQueryData<ThreadPages>(supportKeys.thread, markRepliesRead);
    },
  });
}

/** What a visitor sends to customer service (POST /support/visitor_messages, no session). */
export interface VisitorMessageInput {
  username: string;
  contact: string;
  content: string;
}

/**
 * POST /support/visitor_messages with the attempt's Idempotency-Key (the same for each resend of
 * one message): someone who cannot sign in writes to customer service.
 */
export function useSendVisitorMessage() {
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: VisitorMessageInput & { idempotencyKey: string }) =>
      api.support.visitorSend({
        body,
        headers: { [HEADERS.idempotencyKey]: idempotencyKey },
      }),
  });
}
