import { describe, expect, it } from 'vitest';
import { LoginLimiter, TooManyLoginAttempts, type LoginLimits } from './login-limiter';

function limiter(limits: Partial<LoginLimits>) {
  const clock = { now: 1_000_000 };
  const all: LoginLimits = {
    perIp: 100,
    perUsername: 100,
    perUsernameGlobal: 0,
    windowMs: 60_000,
    globalWindowMs: 900_000,
    ...limits,
  };
  return { clock, limiter: new LoginLimiter(all, () => clock.now) };
}

async function retryAfter(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
  } catch (error) {
    if (error instanceof TooManyLoginAttempts) return error.retryAfterSeconds;
    throw error;
  }
  throw new Error('not limited');
}

describe('LoginLimiter', async () => {
  it('allows perUsername attempts per window for one username from one address, whatever its case', async () => {
    const { limiter: l } = limiter({ perUsername: 2 });
    await l.reserve('1.1.1.1', 'alice');
    await l.reserve('1.1.1.1', 'ALICE');
    await expect(l.reserve('1.1.1.1', 'Alice')).rejects.toThrow(TooManyLoginAttempts);
    await expect(l.reserve('1.1.1.1', 'bob')).resolves.toBeDefined();
    // Another address (the owner's) keeps its own budget for the same username.
    await expect(l.reserve('2.2.2.2', 'alice')).resolves.toBeDefined();
  });

  it('allows perUsernameGlobal attempts per global window for one username from all addresses', async () => {
    const { clock, limiter: l } = limiter({ perUsername: 2, perUsernameGlobal: 3 });
    await l.reserve('1.1.1.1', 'alice');
    await l.reserve('2.2.2.2', 'alice');
    await l.reserve('3.3.3.3', 'alice');
    await expect(l.reserve('4.4.4.4', 'alice')).rejects.toThrow(TooManyLoginAttempts);
    await expect(l.reserve('4.4.4.4', 'bob')).resolves.toBeDefined();
    clock.now += 899_000;
    expect(await retryAfter(() => l.reserve('5.5.5.5', 'alice'))).toBe(1);
    clock.now += 1_000;
    await expect(l.reserve('5.5.5.5', 'alice')).resolves.toBeDefined();
  });

  it("lets an address that logged in as the user before past the username's global limit", async () => {
    const { limiter: l } = limiter({ perUsername: 2, perUsernameGlobal: 2 });
    await l.release(await l.reserve('10.0.0.1', 'alice')); // the owner's device logs in
    await l.reserve('6.6.6.6', 'alice');
    await l.reserve('7.7.7.7', 'alice');
    await expect(l.reserve('8.8.8.8', 'alice')).rejects.toThrow(TooManyLoginAttempts);
    await expect(l.reserve('10.0.0.1', 'alice')).resolves.toBeDefined();
  });

  it('allows perIp attempts per window for one IP across usernames', async () => {
    const { limiter: l } = limiter({ perIp: 2 });
    await l.reserve('1.1.1.1', 'a1');
    await l.reserve('1.1.1.1', 'a2');
    await expect(l.reserve('1.1.1.1', 'a3')).rejects.toThrow(TooManyLoginAttempts);
    await expect(l.reserve('9.9.9.9', 'a3')).resolves.toBeDefined();
  });

  it('does not count attempts given back (right password)', async () => {
    const { limiter: l } = limiter({ perIp: 2, perUsername: 2, perUsernameGlobal: 2 });
    for (let i = 0; i < 10; i++) await l.release(await l.reserve('1.1.1.1', 'alice'));
    await l.reserve('1.1.1.1', 'alice');
    await l.reserve('1.1.1.1', 'alice');
    await expect(l.reserve('1.1.1.1', 'alice')).rejects.toThrow(TooManyLoginAttempts);
  });

  it('starts a new window after windowMs and says how long to wait', async () => {
    const { clock, limiter: l } = limiter({ perUsername: 1 });
    await l.reserve('1.1.1.1', 'alice');
    clock.now += 20_000;
    expect(await retryAfter(() => l.reserve('1.1.1.1', 'alice'))).toBe(40);
    clock.now += 40_000;
    await expect(l.reserve('1.1.1.1', 'alice')).resolves.toBeDefined();
  });

  it('starts afresh when the clock went back (QA reset)', async () => {
    const { clock, limiter: l } = limiter({ perIp: 1, perUsername: 1, perUsernameGlobal: 1 });
    await l.reserve('1.1.1.1', 'alice');
    clock.now -= 1;
    await expect(l.reserve('1.1.1.1', 'alice')).resolves.toBeDefined();
  });

  it('treats a limit of 0 as off', async () => {
    const { limiter: l } = limiter({ perIp: 0, perUsername: 0, perUsernameGlobal: 0 });
    for (let i = 0; i < 50; i++) l.reserve('1.1.1.1', 'alice');
  });

  it('counts nothing for a refused attempt', async () => {
    const { limiter: l } = limiter({ perIp: 1, perUsernameGlobal: 5 });
    await l.reserve('1.1.1.1', 'alice');
    await expect(l.reserve('1.1.1.1', 'bob')).rejects.toThrow(TooManyLoginAttempts);
    // bob's window was never charged by the refused attempt from the spent IP
    for (let i = 0; i < 5; i++) l.reserve(`2.2.2.${i}`, 'bob');
    await expect(l.reserve('2.2.2.9', 'bob')).rejects.toThrow(TooManyLoginAttempts);
  });
});
