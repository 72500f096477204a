import { describe, expect, it } from 'vitest';
import { LoginLimiter, TooManyLoginAttempts } from './login-limiter';

function limiter(limits: { perIp: number; perUsername: number; windowMs: number }) {
  const clock = { now: 1_000_000 };
  return { clock, limiter: new LoginLimiter(limits, () => clock.now) };
}

function retryAfter(run: () => unknown): number {
  try {
    run();
  } catch (error) {
    if (error instanceof TooManyLoginAttempts) return error.retryAfterSeconds;
    throw error;
  }
  throw new Error('not limited');
}

describe('LoginLimiter', () => {
  it('allows perUsername attempts per window for one username, whatever its case', () => {
    const { limiter: l } = limiter({ perIp: 100, perUsername: 2, windowMs: 60_000 });
    l.reserve('1.1.1.1', 'alice');
    l.reserve('2.2.2.2', 'ALICE');
    expect(() => l.reserve('3.3.3.3', 'Alice')).toThrow(TooManyLoginAttempts);
    expect(() => l.reserve('3.3.3.3', 'bob')).not.toThrow();
  });

  it('allows perIp attempts per window for one IP across usernames', () => {
    const { limiter: l } = limiter({ perIp: 2, perUsername: 100, windowMs: 60_000 });
    l.reserve('1.1.1.1', 'a1');
    l.reserve('1.1.1.1', 'a2');
    expect(() => l.reserve('1.1.1.1', 'a3')).toThrow(TooManyLoginAttempts);
    expect(() => l.reserve('9.9.9.9', 'a3')).not.toThrow();
  });

  it('does not count attempts given back (right password)', () => {
    const { limiter: l } = limiter({ perIp: 2, perUsername: 2, windowMs: 60_000 });
    for (let i = 0; i < 10; i++) l.release(l.reserve('1.1.1.1', 'alice'));
    l.reserve('1.1.1.1', 'alice');
    l.reserve('1.1.1.1', 'alice');
    expect(() => l.reserve('1.1.1.1', 'alice')).toThrow(TooManyLoginAttempts);
  });

  it('starts a new window after windowMs and says how long to wait', () => {
    const { clock, limiter: l } = limiter({ perIp: 100, perUsername: 1, windowMs: 60_000 });
    l.reserve('1.1.1.1', 'alice');
    clock.now += 20_000;
    expect(retryAfter(() => l.reserve('1.1.1.1', 'alice'))).toBe(40);
    clock.now += 40_000;
    expect(() => l.reserve('1.1.1.1', 'alice')).not.toThrow();
  });

  it('starts afresh when the clock went back (QA reset)', () => {
    const { clock, limiter: l } = limiter({ perIp: 1, perUsername: 1, windowMs: 60_000 });
    l.reserve('1.1.1.1', 'alice');
    clock.now -= 1;
    expect(() => l.reserve('1.1.1.1', 'alice')).not.toThrow();
  });

  it('treats a limit of 0 as off', () => {
    const { limiter: l } = limiter({ perIp: 0, perUsername: 0, windowMs: 60_000 });
    for (let i = 0; i < 50; i++) l.reserve('1.1.1.1', 'alice');
  });

  it('counts nothing for a refused attempt', () => {
    const { limiter: l } = limiter({ perIp: 1, perUsername: 5, windowMs: 60_000 });
    l.reserve('1.1.1.1', 'alice');
    expect(() => l.reserve('1.1.1.1', 'bob')).toThrow(TooManyLoginAttempts);
    // bob's window was never charged by the refused attempt from the spent IP
    for (let i = 0; i < 5; i++) l.reserve(`2.2.2.${i}`, 'bob');
    expect(() => l.reserve('2.2.2.9', 'bob')).toThrow(TooManyLoginAttempts);
  });
});
