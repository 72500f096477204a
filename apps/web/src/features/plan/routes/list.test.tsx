import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFeatureMessages } from '@/lib/i18n';
import { renderRouter, stubApi } from '@/test/render';
import { Component as PlanList } from './list';

const LIST = '/api/plan/order/list';
const EMPTY_PAGE = { list: [], total: 0, page: 1, page_size: 10 };

/** /plan at `entry`, with the router to read where its buttons lead. */
function renderPlanList(entry: string) {
  const router = createMemoryRouter([{ path: '/plan', element: <PlanList /> }], {
    initialEntries: [entry],
  });
  renderRouter(router);
  return router;
}

/** The status filter of every plan-list call made so far ('' for all). */
function listStatuses(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === LIST)
    .map((url) => url.searchParams.get('status') ?? '');
}

beforeAll(async () => {
  await loadFeatureMessages('en');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined); // a filter change scrolls up
});
afterEach(() => vi.unstubAllGlobals());

describe('/plan empty states: never a dead end', () => {
  it('with no plan at all, explains where offers come from and refreshes', async () => {
    const fetchMock = stubApi({ [LIST]: EMPTY_PAGE });
    renderPlanList('/plan');
    const guide = await screen.findByTestId('plan-empty-guide');
    expect(guide.textContent).toContain(
      'Plans are offered by the platform, and new offers arrive every day',
    );
    await waitFor(() => expect(listStatuses(fetchMock)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(listStatuses(fetchMock)).toHaveLength(2));
  });

  it('with no offer pending, says a new one arrives daily and leads to all plans', async () => {
    stubApi({ [LIST]: EMPTY_PAGE });
    const router = renderPlanList('/plan?status=pending_launch');
    const guide = await screen.findByTestId('plan-empty-guide');
    expect(guide.textContent).toContain('No offers right now. A new one arrives every day');
    fireEvent.click(screen.getByRole('button', { name: 'Show all plans' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('with nothing in another status, leads to the offers', async () => {
    stubApi({ [LIST]: EMPTY_PAGE });
    const router = renderPlanList('/plan?status=settled');
    fireEvent.click(await screen.findByRole('button', { name: 'Show offers' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending_launch'));
  });

  it('links the guide to the FAQ on launching a plan', async () => {
    stubApi({ [LIST]: EMPTY_PAGE });
    renderPlanList('/plan');
    const link = await screen.findByTestId('plan-empty-guide-faq');
    expect(link.getAttribute('href')).toBe('/ad-center/ques-detail?id=launch_plan');
    expect(link.textContent).toBe('How do I launch a plan?');
  });
});
