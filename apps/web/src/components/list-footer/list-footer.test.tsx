import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-shared';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { ListFooter, nextPageLoader } from './list-footer';

const retryButton = () =>
  screen.queryByRole('button', { name: i18n.t('error.request_failed_reload') });

// InfiniteScroll loads only when its element is laid out (offsetParent), which jsdom never does.
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
});
afterEach(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});

describe('<ListFooter> after a next page failed', () => {
  it('offers a retry after an ordinary failure, and the retry loads again', async () => {
    const loadMore = vi.fn().mockRejectedValue(new ApiError(500, 'Server error'));
    renderWithProviders(<ListFooter hasMore loadMore={loadMore} />);
    await waitFor(() => expect(retryButton()).not.toBeNull());
    expect(loadMore).toHaveBeenCalledTimes(1);
    fireEvent.click(retryButton()!);
    await waitFor(() => expect(loadMore).toHaveBeenCalledTimes(2));
  });

  it.each([402, 403, 404, 503] as const)(
    'is calm after %i (the account cannot be used): its message, no retry, no new call',
    async (code) => {
      const loadMore = vi.fn().mockRejectedValue(new ApiError(code, 'msg'));
      const { container } = renderWithProviders(<ListFooter hasMore loadMore={loadMore} />);
      const calm = await screen.findByText(i18n.t(`code.${code}`));
      expect(calm.closest('[data-state="blocked"]')).not.toBeNull();
      expect(retryButton()).toBeNull();
      expect(container.querySelector('button')).toBeNull();
      // Scrolling on does not ask again either.
      fireEvent.scroll(window);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(loadMore).toHaveBeenCalledTimes(1);
    },
  );

  it('says the end of the list once there is no more', async () => {
    renderWithProviders(<ListFooter hasMore={false} loadMore={vi.fn()} />);
    expect(await screen.findByText(i18n.t('common.no_more'))).toBeTruthy();
  });
});

describe('nextPageLoader', () => {
  it("rejects with the query's own error, so the footer can tell a blocked account", async () => {
    const error = new ApiError(403, 'disabled');
    const load = nextPageLoader({ fetchNextPage: async () => ({ isError: true, error }) });
    await expect(load()).rejects.toBe(error);
  });
});
