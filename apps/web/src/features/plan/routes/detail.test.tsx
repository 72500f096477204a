import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFeatureMessages } from '@/lib/i18n';
import { renderRouter, stubApi } from '@/test/render';
import { Component as PlanDetail } from './detail';
import { Component as GoodsDetail } from './goods-detail';

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/plan/detail', element: <PlanDetail /> },
      { path: '/plan/goods-detail', element: <GoodsDetail /> },
      { path: '/plan', element: <p>The plan list</p> },
    ],
    { initialEntries: [entry] },
  );
  renderRouter(router);
  return router;
}

/** The server's answer for a plan id it does not know: code 405, data error. */
function stubUnknownPlan() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 405, msg: 'Data error', data: null }), {
          status: 200,
        }),
    ),
  );
}

beforeAll(async () => {
  await loadFeatureMessages('en');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('a plan that cannot be found: never a dead end', () => {
  it.each([
    ['the plan detail without an id', '/plan/detail'],
    ['the plan detail of an unknown plan', '/plan/detail?id=99999999'],
    ['the product detail of an unknown plan', '/plan/goods-detail?id=99999999'],
  ])('%s says so and leads to the plan list', async (_, entry) => {
    if (entry.includes('id=')) stubUnknownPlan();
    else stubApi();
    const router = renderAt(entry);
    expect(await screen.findByText('This plan could not be found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plan'));
  });
});
