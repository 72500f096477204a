/**
 * React Query hooks of the QA console, one per QA call it shows or runs. Every mutation refreshes
 * what it changed (`invalidates`); the console shows each outcome (see useQaAction).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JournalQuery } from '@adc/contract';
import { qaApi } from './qa-client';

export const qaKeys = {
  all: ['qa'] as const,
  probe: ['qa', 'probe'] as const,
  users: (query: string, page: number) => ['qa', 'users', query, page] as const,
  usersAll: ['qa', 'users'] as const,
  user: (username: string) => ['qa', 'user', username] as const,
  userAll: ['qa', 'user'] as const,
  faults: ['qa', 'faults'] as const,
  journal: (filters: JournalFilters) => ['qa', 'journal', filters] as const,
  journalAll: ['qa', 'journal'] as const,
  threads: (awaiting: boolean) => ['qa', 'support', 'threads', awaiting] as const,
  thread: (username: string) => ['qa', 'support', 'thread', username] as const,
  supportAll: ['qa', 'support'] as const,
  visitorMessages: ['qa', 'support', 'visitor_messages'] as const,
  clock: (username: string | null) => ['qa', 'clock', username] as const,
  /** The server describes the scenarios in the app language: one list per language. */
  scenarios: (lang: string) => ['qa', 'scenarios', lang] as const,
};

/** Whether the QA surface answers with the current key (the fault list is the cheapest call). */
export function useQaProbe(key: string | null) {
  return useQuery({
    queryKey: [...qaKeys.probe, key],
    queryFn: () => qaApi.toolkit.listFaults({ body: {} }),
    retry: false,
    staleTime: Infinity,
    refetchOnMount: false,
  });
}

/**
 * The console shows the server as it is now: each view asks again when it opens (others change
 * the same data), and a failed QA call is not retried (the console shows why at once).
 */
const FRESH = { staleTime: 0, retry: false } as const;

export const USERS_PAGE_SIZE = 20;
/** How often the live views (journal, fault hits) ask again while shown. */
export const LIVE_POLL_MS = 1500;

export function useQaUsers(query: string, page: number) {
  return useQuery({
    queryKey: qaKeys.users(query, page),
    queryFn: () =>
      qaApi.toolkit.users({
        body: { query: query || undefined, page, page_size: USERS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export function useQaUserDetail(username: string) {
  return useQuery({
    queryKey: qaKeys.user(username),
    queryFn: () => qaApi.toolkit.userDetail({ body: { username } }),
    ...FRESH,
  });
}

export function useFaultRules() {
  return useQuery({
    queryKey: qaKeys.faults,
    queryFn: () => qaApi.toolkit.listFaults({ body: {} }),
    // Hits and times left move with the traffic: kept current while the list is shown.
    refetchInterval: LIVE_POLL_MS,
    refetchIntervalInBackground: false,
    ...FRESH,
  });
}

/** The journal's filters as the console holds them (empty strings: no filter). */
export interface JournalFilters {
  username: string;
  path: string;
  method: '' | 'GET' | 'POST';
  code: string;
}

export const JOURNAL_LIMIT = 100;

function journalBody(filters: JournalFilters): Partial<JournalQuery> {
  return {
    username: filters.username.trim() || undefined,
    path: filters.path.trim() || undefined,
    method: filters.method || undefined,
    code: filters.code.trim() ? Number(filters.code.trim()) : undefined,
    limit: JOURNAL_LIMIT,
  };
}

/** The request journal, polled every `pollMs` while live (false: paused). */
export function useJournal(filters: JournalFilters, pollMs: number | false) {
  return useQuery({
    queryKey: qaKeys.journal(filters),
    queryFn: () => qaApi.toolkit.requests({ body: journalBody(filters) }),
    placeholderData: keepPreviousData,
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
    ...FRESH,
  });
}

export function useSupportThreads(awaitingOnly: boolean) {
  return useQuery({
    queryKey: qaKeys.threads(awaitingOnly),
    queryFn: () =>
      qaApi.support.threads({
        body: { awaiting_reply: awaitingOnly || undefined, page: 1, page_size: 50 },
      }),
    ...FRESH,
  });
}

/** Messages from visitors who cannot sign in (POST /support/visitor_messages), newest first. */
export function useVisitorMessages() {
  return useQuery({
    queryKey: qaKeys.visitorMessages,
    queryFn: () => qaApi.support.visitorMessages({ body: { page: 1, page_size: 50 } }),
    ...FRESH,
  });
}

export function useSupportMessages(username: string) {
  return useQuery({
    queryKey: qaKeys.thread(username),
    queryFn: () => qaApi.support.messages({ body: { username } }),
    ...FRESH,
  });
}

/** The simulation clock as `username` (null: everyone) sees it. */
export function useQaClock(username: string | null) {
  return useQuery({
    queryKey: qaKeys.clock(username),
    queryFn: () => qaApi.clock({ body: { username: username ?? undefined } }),
    ...FRESH,
  });
}

/** The named scenarios `/scenario` can create a user in, described in the app language. */
export function useScenarios() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: qaKeys.scenarios(i18n.language),
    queryFn: () => qaApi.scenarioList({ body: {} }),
    ...FRESH,
  });
}
