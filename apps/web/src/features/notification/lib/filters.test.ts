import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@adc/contract';
import {
  CATEGORY_TABS,
  emptyMessageKey,
  filterToParams,
  listBody,
  markAllBody,
  markReadInPages,
  matchesFilter,
  parseFilter,
  type NotificationPage,
} from './filters';

const note = (id: number, over: Partial<Notification> = {}): Notification => ({
  id,
  category: 'system_announcement',
  title: `Title ${id}`,
  content: 'Body',
  read: false,
  created_at: '2026-11-21T10:00:00.000Z',
  ...over,
});

const pages = (...lists: Notification[][]): InfiniteData<NotificationPage, number> => ({
  pages: lists.map((list, index) => ({ list, total: 40, page: index + 1, page_size: 20 })),
  pageParams: lists.map((_, index) => index + 1),
});

describe('notification filters', () => {
  it('has the four category tabs in the spec order', () => {
    expect(CATEGORY_TABS).toEqual(['all', 'system_announcement', 'system_maintenance', 'activity']);
  });

  it('reads the filter from the URL; unknown values fall back to all', () => {
    expect(parseFilter(new URLSearchParams('category=activity&read=unread'))).toEqual({
      category: 'activity',
      read: 'unread',
    });
    expect(parseFilter(new URLSearchParams(''))).toEqual({ category: 'all', read: 'all' });
    expect(parseFilter(new URLSearchParams('category=spam&read=maybe'))).toEqual({
      category: 'all',
      read: 'all',
    });
  });

  it('writes only non-default values back, and round-trips', () => {
    expect(filterToParams({ category: 'all', read: 'all' })).toEqual({});
    expect(filterToParams({ category: 'system_maintenance', read: 'all' })).toEqual({
      category: 'system_maintenance',
    });
    const filter = { category: 'activity', read: 'read' } as const;
    expect(parseFilter(new URLSearchParams(filterToParams(filter)))).toEqual(filter);
  });

  it('sends category, read and page to POST /user/notifications', () => {
    expect(listBody({ category: 'all', read: 'unread' }, 3)).toEqual({
      category: 'all',
      read: 'unread',
      page: 3,
    });
  });

  it('matches items by category and read state', () => {
    const unreadMaintenance = note(1, { category: 'system_maintenance' });
    const readActivity = note(2, { category: 'activity', read: true });
    expect(matchesFilter(unreadMaintenance, { category: 'all', read: 'all' })).toBe(true);
    expect(
      matchesFilter(unreadMaintenance, { category: 'system_maintenance', read: 'unread' }),
    ).toBe(true);
    expect(matchesFilter(unreadMaintenance, { category: 'system_maintenance', read: 'read' })).toBe(
      false,
    );
    expect(matchesFilter(unreadMaintenance, { category: 'activity', read: 'all' })).toBe(false);
    expect(matchesFilter(readActivity, { category: 'activity', read: 'read' })).toBe(true);
    expect(matchesFilter(readActivity, { category: 'all', read: 'unread' })).toBe(false);
  });

  it('has an empty state per read filter', () => {
    expect(emptyMessageKey('all')).toBe('notification.empty.all');
    expect(emptyMessageKey('unread')).toBe('notification.empty.unread');
    expect(emptyMessageKey('read')).toBe('notification.empty.read');
  });
});

describe('markReadInPages', () => {
  it('marks one item read in place, across pages', () => {
    const data = pages([note(1), note(2)], [note(3)]);
    const next = markReadInPages(data, [3]);
    expect(next?.pages[1]?.list[0]).toMatchObject({ id: 3, read: true });
    expect(next?.pages[0]?.list.map((item) => item.read)).toEqual([false, false]);
    expect(data.pages[1]?.list[0]?.read).toBe(false); // not mutated
  });

  it('marks everything read with "all"', () => {
    const next = markReadInPages(pages([note(1), note(2, { read: true })], [note(3)]), 'all');
    expect(next?.pages.flatMap((page) => page.list).every((item) => item.read)).toBe(true);
  });

  it('marks only the items of a category with that category (a category tab\'s "mark all")', () => {
    const next = markReadInPages(
      pages([note(1, { category: 'activity' }), note(2, { category: 'system_maintenance' })]),
      'activity',
    );
    expect(next?.pages[0]?.list.map((item) => item.read)).toEqual([true, false]);
  });

  it('returns the same object when nothing changes (no re-render)', () => {
    const data = pages([note(1, { read: true })]);
    expect(markReadInPages(data, [1])).toBe(data);
    expect(markReadInPages(data, [99])).toBe(data);
    expect(markReadInPages(undefined, 'all')).toBeUndefined();
  });
});

describe('markAllBody', () => {
  it('sends the category of a category tab, and the plain body on the "all" tab', () => {
    expect(markAllBody('all')).toEqual({ all: true });
    expect(markAllBody('system_maintenance')).toEqual({
      all: true,
      category: 'system_maintenance',
    });
  });
});
