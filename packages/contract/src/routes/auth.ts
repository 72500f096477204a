import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  ConfirmPassword,
  Email,
  LoginPassword,
  Password,
  Phone,
  TransportError,
  Username,
  UsernameInput,
  envelope,
  text,
} from '../common';
import { LICENSE_KEY_MAX } from '../constants';
import { Session } from '../schemas';

const c = initContract();

export const RegisterBody = z.object({
  username: Username,
  password: Password,
  confirm_password: ConfirmPassword,
  email: Email,
  phone: Phone,
  license_key: text(LICENSE_KEY_MAX),
});
export const LoginBody = z.object({
  username: UsernameInput,
  password: LoginPassword,
});

const register = {
  method: 'POST',
  body: RegisterBody,
  responses: { 200: envelope(Session) },
  summary:
    'Sign up with a licence key; the new account has entry "register". A username taken in any ' +
    'casing (`DEMO` beside `demo`) is refused, code 400',
  metadata: { auth: false },
} as const;
const login = {
  method: 'POST',
  body: LoginBody,
  responses: { 200: envelope(Session), 429: TransportError },
  summary:
    'Sign in (the username in any casing); rate-limited per IP and per username (HTTP 429 with ' +
    'Retry-After)',
  metadata: { auth: false, codes: [402, 403, 404] },
} as const;

export const authContract = c.router({
  registerV2: { ...register, path: '/auth/v2/register' },
  loginV2: { ...login, path: '/auth/v2/login' },
  register: { ...register, path: '/auth/register', summary: `${register.summary} (older clients)` },
  login: { ...login, path: '/auth/login', summary: `${login.summary} (older clients)` },
  openingStore: {
    method: 'POST',
    path: '/opening_store',
    body: z.object({ code: text(64) }),
    responses: { 200: envelope(Session) },
    summary: 'Open (activate) the account provisioned for an authorization code; entry "code"',
    // An account the operator has since disabled or cancelled stays so.
    metadata: { auth: false, codes: [403, 404] },
  },
});
