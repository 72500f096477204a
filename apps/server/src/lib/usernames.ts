import type { Db, User } from '@adc/db';

/**
 * The case-free form of a username, stored as User.usernameKey (unique): `DEMO` and `demo` are
 * one name, so one of them cannot register beside the other, and either signs in the account.
 */
export const usernameKey = (username: string): string => username.toLowerCase();

/** Whether two usernames name one account (a QA filter `DEMO` matches demo's calls). */
export const sameUsername = (a: string | null, b: string | null): boolean =>
  a !== null && b !== null && usernameKey(a) === usernameKey(b);

/**
 * The account named `username` in any casing. An exact match comes first: of two accounts whose
 * usernames differ only by case (made before usernameKey existed), each still finds its own.
 */
export async function findUserByUsername(db: Db, username: string): Promise<User | null> {
  return (
    (await db.user.findUnique({ where: { username } })) ??
    db.user.findUnique({ where: { usernameKey: usernameKey(username) } })
  );
}

/** Whether `username`, in any casing, is someone's already. */
export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const user = await db.user.findUnique({
    where: { usernameKey: usernameKey(username) },
    select: { id: true },
  });
  return user !== null;
}
