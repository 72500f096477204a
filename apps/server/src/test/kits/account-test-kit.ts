import { Session, type Lang } from '@adc/contract';
import { randomBytes } from 'node:crypto';
import type { TestServer } from '../harness';

/** Test helpers: fresh accounts made through the public calls, for tests that change state. */

export interface FreshAccount {
  username: string;
  password: string;
  token: string;
  user: Session['user_info'];
}

let counter = 0;

/** A unique valid username (4–32 of [A-Za-z0-9_]). */
export function uniqueUsername(prefix = 't'): string {
  counter += 1;
  return `${prefix}_${randomBytes(4).toString('hex')}${counter}`.slice(0, 32);
}

/** Registers a new active account with a fresh QA licence key; `lang` via Accept-Language. */
export async function registerFresh(
  server: TestServer,
  lang?: Lang,
  timeZone?: string,
): Promise<FreshAccount> {
  const keys = await server.qa<{ keys: string[] }>('/licence_keys', { count: 1 });
  const licence = keys.data.keys[0];
  if (keys.code !== 200 || !licence)
    throw new Error(`licence_keys failed: ${keys.code} ${keys.msg}`);
  const username = uniqueUsername();
  const password = `pw_${randomBytes(6).toString('hex')}`;
  const res = await server.post<Session>(
    '/auth/v2/register',
    {
      username,
      password,
      confirm_password: password,
      email: `${username}@example.com`,
      phone: '+15550001111',
      license_key: licence,
    },
    {
      headers: {
        ...(lang ? { 'Accept-Language': lang } : {}),
        ...(timeZone ? { 'X-TZ': timeZone } : {}),
      },
    },
  );
  if (res.code !== 200) throw new Error(`register failed: ${res.code} ${res.msg}`);
  return { username, password, token: res.data.token, user: Session.parse(res.data).user_info };
}

/** Provisions an account through a QA authorization code and opens it (entry `code`). */
export async function openFresh(
  server: TestServer,
  lang?: Lang,
): Promise<Omit<FreshAccount, 'password'>> {
  const username = uniqueUsername('c');
  const code = await server.qa<{ code: string; username: string }>('/authorization_codes', {
    username,
    ...(lang ? { lang } : {}),
  });
  if (code.code !== 200) throw new Error(`authorization_codes failed: ${code.code} ${code.msg}`);
  const res = await server.post<Session>('/opening_store', { code: code.data.code });
  if (res.code !== 200) throw new Error(`opening_store failed: ${res.code} ${res.msg}`);
  return { username, token: res.data.token, user: Session.parse(res.data).user_info };
}
