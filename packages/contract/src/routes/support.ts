import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { contactKind } from '@adc/domain/contact';
import {
  IdempotencyHeaders,
  IsoDateTime,
  TransportError,
  UsernameInput,
  chars,
  envelope,
  idInput,
  intInput,
  line,
  pageInput,
  paginated,
  text,
  QaHeaders,
} from '../common';
import { QA_PREFIX, VISITOR_CONTACT_MAX, VISITOR_MESSAGE_MAX } from '../constants';
import { UserStatus } from '../enums';

const c = initContract();

/** The longest support message, user or support side (characters, after trimming). */
export const SUPPORT_MESSAGE_MAX = 1000;
/** Messages of one thread page: the newest ones, or those before `before_id`. */
export const SUPPORT_THREAD_PAGE_DEFAULT = 50;
export const SUPPORT_THREAD_PAGE_MAX = 100;
/** While the conversation screen is open, the client asks for new replies this often. */
export const SUPPORT_POLL_MS = 5000;

/** The text of a support message, user or support side: trimmed, 1–1000 characters, no control characters but line breaks and tabs. */
export const SupportMessageText = text(SUPPORT_MESSAGE_MAX, { multiline: true });

export const SUPPORT_SENDERS = ['user', 'support'] as const;
export const SupportSender = z.enum(SUPPORT_SENDERS);
export type SupportSender = z.infer<typeof SupportSender>;

/** One message of the conversation between a user and the support team. */
export const SupportMessage = z.object({
  id: z.number().int(),
  sender: SupportSender.describe('`user`: written by the user; `support`: by the support team'),
  content: z
    .string()
    .describe(
      "As written; the automatic first answer is rendered in the reader's language " +
        "(Accept-Language, then the user's lang)",
    ),
  automatic: z.boolean().describe('True for the automatic first answer of the platform'),
  created_at: IsoDateTime,
  read: z
    .boolean()
    .describe('Whether the other side has read it (a support reply: read by the user)'),
});
export type SupportMessage = z.infer<typeof SupportMessage>;

export const SupportUnread = z.object({
  unread_count: z.number().int().describe('Support replies the user has not read yet'),
});
export type SupportUnread = z.infer<typeof SupportUnread>;

/** A page of the conversation, oldest first, with whether older messages exist. */
export const SupportThread = z.object({
  list: z.array(SupportMessage).describe('Oldest first'),
  has_more: z.boolean().describe('Older messages exist: ask again with `before_id` = the first id'),
  unread_count: z.number().int(),
});
export type SupportThread = z.infer<typeof SupportThread>;

const threadQuery = {
  before_id: idInput.optional().describe('Only messages older than this id'),
  limit: intInput(1, SUPPORT_THREAD_PAGE_MAX, SUPPORT_THREAD_PAGE_DEFAULT),
};

/** Where to answer a visitor: an email address or a phone number (`contactKind` of @adc/domain). */
export const VisitorContact = chars(
  line()
    .min(1)
    .refine((value) => contactKind(value) !== null, { message: 'validation.contact' }),
  { max: VISITOR_CONTACT_MAX },
).describe(
  'An email address, or a phone number (an optional `+` and 6–20 digits; spaces, hyphens, dots ' +
    'and brackets between them are allowed), to answer the visitor at',
);

/** A message to customer service from someone who cannot sign in (402/403/404, lost password). */
export const VisitorMessageBody = z.object({
  username: UsernameInput.describe(
    'The username of the account the message is about, as the visitor types it (any casing; ' +
      'whether it exists is never told)',
  ),
  contact: VisitorContact,
  content: text(VISITOR_MESSAGE_MAX, { multiline: true }),
});
export type VisitorMessageBody = z.infer<typeof VisitorMessageBody>;

export const VisitorMessageReceipt = z.object({
  id: z
    .number()
    .int()
    .describe('The stored message (the same when replayed under its Idempotency-Key)'),
});
export type VisitorMessageReceipt = z.infer<typeof VisitorMessageReceipt>;

/** The user's side of the support conversation (needs a session). */
export const supportContract = c.router({
  thread: {
    method: 'GET',
    path: '/support/messages',
    query: z.object(threadQuery),
    responses: { 200: envelope(SupportThread) },
    summary: "The user's support conversation: the newest messages (or those before `before_id`)",
  },
  send: {
    method: 'POST',
    path: '/support/messages',
    body: z.object({ content: SupportMessageText }),
    headers: IdempotencyHeaders,
    responses: { 200: envelope(z.object({ list: z.array(SupportMessage) })) },
    summary:
      'Send a message to the support team; the first message of a thread also gets the ' +
      'automatic first answer (both are returned, oldest first). With an `Idempotency-Key`, a ' +
      'message sent again after a lost answer is stored once: the first answer is replayed',
  },
  read: {
    method: 'POST',
    path: '/support/read',
    body: z.object({}).passthrough().optional(),
    responses: { 200: envelope(SupportUnread) },
    summary: 'Mark every support reply as read (the user has seen the thread)',
  },
  unreadCount: {
    method: 'GET',
    path: '/support/unread_count',
    responses: { 200: envelope(SupportUnread) },
    summary: 'Number of support replies the user has not read',
  },
  visitorSend: {
    method: 'POST',
    path: '/support/visitor_messages',
    body: VisitorMessageBody,
    headers: IdempotencyHeaders,
    responses: { 200: envelope(VisitorMessageReceipt), 429: TransportError },
    summary:
      'A message to customer service from someone who cannot sign in (an account not activated, ' +
      'disabled or cancelled answers 402/403/404 on every call with a session): no session needed. ' +
      "The same answer, `msg` a confirmation in the caller's language, whether or not the " +
      'username names an account. Rate-limited per client address (HTTP 429 with Retry-After); ' +
      'with an `Idempotency-Key`, a message sent again after a lost answer is stored once',
    metadata: { auth: false },
  },
});

/** One conversation as the support team sees it in the QA console. */
export const SupportThreadSummary = z.object({
  username: z.string(),
  uid: z.string(),
  lang: z.string(),
  last_message: SupportMessage,
  awaiting_reply: z.number().int().describe('User messages the support team has not read yet'),
  unread_by_user: z.number().int().describe('Support replies the user has not read yet'),
});
export type SupportThreadSummary = z.infer<typeof SupportThreadSummary>;

/** A visitor's message as the support team sees it. */
export const VisitorMessage = z.object({
  id: z.number().int(),
  username: z.string().describe('As the visitor typed it'),
  account: z
    .object({ username: z.string(), uid: z.string(), status: UserStatus, lang: z.string() })
    .nullable()
    .describe('The account that username names (in any casing) and its state now; null: none'),
  contact: z.string().describe('The email address or phone number to answer at, as typed'),
  contact_kind: z.enum(['email', 'phone']),
  content: z.string(),
  lang: z.string().describe("The visitor's language (of the request): answer in it"),
  created_at: IsoDateTime,
});
export type VisitorMessage = z.infer<typeof VisitorMessage>;

/** The support team's side, on the QA surface (X-QA-Key; off in production). */
export const supportQaContract = c.router(
  {
    reply: {
      method: 'POST',
      path: '/support/reply',
      body: z.object({
        username: UsernameInput,
        content: SupportMessageText,
      }),
      responses: { 200: envelope(SupportMessage) },
      summary: 'Answer a user as the support team (stored as given; the user sees it as unread)',
    },
    threads: {
      method: 'POST',
      path: '/support/threads',
      body: z.object({ awaiting_reply: z.boolean().optional(), ...pageInput }),
      responses: { 200: envelope(paginated(SupportThreadSummary)) },
      summary:
        'Every conversation, the most recent first; `awaiting_reply: true` keeps those with ' +
        'user messages the support team has not read',
    },
    messages: {
      method: 'POST',
      path: '/support/messages',
      body: z.object({ username: UsernameInput, ...threadQuery }),
      responses: { 200: envelope(SupportThread) },
      summary:
        "A user's conversation as the support team sees it; marks the user's messages as read " +
        'by support (`unread_count`: replies the user has not read)',
    },
    visitorMessages: {
      method: 'POST',
      path: '/support/visitor_messages',
      body: z.object({ ...pageInput }),
      responses: { 200: envelope(paginated(VisitorMessage)) },
      summary:
        'Messages from visitors who cannot sign in (POST /support/visitor_messages), newest ' +
        "first, each with the account its username names and that account's state",
    },
  },
  {
    pathPrefix: QA_PREFIX,
    baseHeaders: QaHeaders,
  },
);
