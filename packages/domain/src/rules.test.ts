import { describe, expect, it } from 'vitest';
import { parseId } from './ids';
import { DEFAULT_LANG, LANGS, isLang } from './languages';
import { nextPage, pageOf, pageWindow, totalPages } from './paging';
import {
  ACTIVE_STATUSES,
  FINAL_STATUSES,
  LAUNCHED_STATUSES,
  PLAN_STATUSES,
  RUNNING_STATUSES,
  isActive,
  isLaunchable,
  isPlanStatus,
  isRunning,
} from './plan-status';
import { STATS_PERIODS, statsPeriodOf } from './timing';

describe('parseId', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['2147483647', 2_147_483_647],
  ])('%s → %s', (text, id) => {
    expect(parseId(text)).toBe(id);
  });

  it.each(['', '0', '-1', '1.5', 'abc', '1e3', '2147483648', '999999999999999', null, undefined])(
    'refuses %s',
    (text) => {
      expect(parseId(text)).toBeNull();
    },
  );
});

describe('paging', () => {
  it.each([
    [
      { page: 1, page_size: 20 },
      { skip: 0, take: 20 },
    ],
    [
      { page: 3, page_size: 20 },
      { skip: 40, take: 20 },
    ],
    [
      { page: 2, page_size: 100 },
      { skip: 100, take: 100 },
    ],
  ])('window of %j is %j', (query, window) => {
    expect(pageWindow(query)).toEqual(window);
  });

  it.each([
    [0, 20, 0],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [5, 0, 0],
  ])('%s rows at %s a page fill %s pages', (total, page_size, pages) => {
    expect(totalPages({ total, page_size })).toBe(pages);
  });

  it.each([
    [{ page: 1, page_size: 20, total: 41 }, 2],
    [{ page: 2, page_size: 20, total: 41 }, 3],
    [{ page: 3, page_size: 20, total: 41 }, undefined],
    [{ page: 1, page_size: 20, total: 20 }, undefined],
    [{ page: 1, page_size: 20, total: 0 }, undefined],
    [{ page: 1, page_size: 20, total: 45, list: [1] }, 2],
    [{ page: 1, page_size: 20, total: 45, list: [] }, undefined],
  ])('after %j comes %s', (last, next) => {
    expect(nextPage(last)).toBe(next);
  });

  it('pages an in-memory list', () => {
    const all = Array.from({ length: 5 }, (_, i) => i);
    expect(pageOf(all, { page: 2, page_size: 2 })).toEqual({
      list: [2, 3],
      total: 5,
      page: 2,
      page_size: 2,
    });
    expect(pageOf(all, { page: 4, page_size: 2 }).list).toEqual([]);
  });
});

describe('plan statuses', () => {
  it.each([
    ['pending_launch', { launchable: true, running: false, active: false, final: true }],
    ['matching', { launchable: false, running: true, active: true, final: false }],
    ['in_progress', { launchable: false, running: true, active: true, final: false }],
    ['launch_failed', { launchable: false, running: false, active: false, final: true }],
    ['launch_completed', { launchable: false, running: false, active: true, final: false }],
    ['waiting_settlement', { launchable: false, running: false, active: true, final: false }],
    ['settled', { launchable: false, running: false, active: false, final: true }],
  ] as const)('%s: %j', (status, rules) => {
    expect({
      launchable: isLaunchable(status),
      running: isRunning(status),
      active: isActive(status),
      final: FINAL_STATUSES.includes(status),
    }).toEqual(rules);
  });

  it('every status is either active or final, never both', () => {
    expect([...ACTIVE_STATUSES, ...FINAL_STATUSES].sort()).toEqual([...PLAN_STATUSES].sort());
    expect(RUNNING_STATUSES.every((status) => ACTIVE_STATUSES.includes(status))).toBe(true);
    expect(LAUNCHED_STATUSES).toEqual(PLAN_STATUSES.slice(1));
  });

  it('an unknown status is neither launchable, running nor active', () => {
    expect([isLaunchable('done'), isRunning('done'), isActive('done')]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it.each([
    ['settled', true],
    ['done', false],
    [3, false],
  ])('isPlanStatus(%j) is %s', (value, known) => {
    expect(isPlanStatus(value)).toBe(known);
  });
});

describe('statistics periods', () => {
  it.each([
    [1, 'today'],
    [2, 'week'],
    [3, 'month'],
    [4, 'all'],
    [9, 'today'],
  ] as const)('type %s is %s', (type, period) => {
    expect(statsPeriodOf(type)).toBe(period);
  });

  it('numbers the periods 1 to 4 in display order', () => {
    expect(Object.values(STATS_PERIODS)).toEqual([1, 2, 3, 4]);
  });
});

describe('languages', () => {
  it('has the twelve app codes, English by default', () => {
    expect(LANGS).toHaveLength(12);
    expect(LANGS).toContain(DEFAULT_LANG);
    expect(isLang('jp')).toBe(true);
    expect(isLang('ja')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });
});
