import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, failureMessage, RequestTimeoutError } from '@/lib/api-shared';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { QueryState } from './query-state';
import { StateView } from './state-view';

const retryButton = () => screen.queryByRole('button', { name: i18n.t('common.retry') });

describe('<StateView state="error">', () => {
  it('offers a Retry after an ordinary failure', () => {
    const { container } = renderWithProviders(
      <StateView state="error" error={new ApiError(500, 'Server error')} onRetry={vi.fn()} />,
    );
    expect(retryButton()).not.toBeNull();
    expect(container.querySelector('[data-state="error"]')?.getAttribute('role')).toBe('alert');
  });

  it('says "offline" only while the browser is: a network failure while online is a failed request', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { container } = renderWithProviders(
      <StateView state="error" error={new TypeError('Failed to fetch')} onRetry={vi.fn()} />,
    );
    const state = container.querySelector('[data-state="error"]');
    expect(state?.textContent).toContain(i18n.t('connection.failed_title'));
    expect(state?.textContent).toContain(i18n.t('connection.failed_text'));
    expect(state?.textContent).not.toContain(i18n.t('connection.offline_title'));
    expect(retryButton()).not.toBeNull();
  });

  it('shows the offline state while the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = renderWithProviders(
      <StateView state="error" error={new TypeError('Failed to fetch')} onRetry={vi.fn()} />,
    );
    const state = container.querySelector('[data-state="error"]');
    expect(state?.textContent).toContain(i18n.t('connection.offline_title'));
    expect(state?.textContent).toContain(i18n.t('connection.offline_text'));
    expect(retryButton()).not.toBeNull();
  });

  it('says the server took too long after a timeout (as the toast does), with a Retry', () => {
    const error = new RequestTimeoutError('/api/user/notifications');
    const { container } = renderWithProviders(
      <StateView state="error" error={error} onRetry={vi.fn()} />,
    );
    const state = container.querySelector('[data-state="error"]');
    expect(state?.textContent).toContain(failureMessage(error));
    expect(state?.textContent).toContain(i18n.t('connection.timed_out'));
    expect(state?.textContent).not.toContain(i18n.t('connection.failed_text'));
    expect(retryButton()).not.toBeNull();
  });

  it.each([402, 403, 404, 503] as const)(
    'is calm after %i (the account cannot be used): its message, no alert, no Retry',
    (code) => {
      const { container } = renderWithProviders(
        <StateView state="error" error={new ApiError(code, 'msg')} onRetry={vi.fn()} />,
      );
      expect(retryButton()).toBeNull();
      expect(container.querySelector('[data-state="error"]')).toBeNull();
      const calm = container.querySelector('[data-state="blocked"]');
      expect(calm?.getAttribute('role')).toBe('status');
      expect(calm?.textContent).toBe(i18n.t(`code.${code}`));
      expect(calm?.textContent).toMatch(/customer service|log in again/);
    },
  );
});

describe('<QueryState>', () => {
  const query = (error: Error) => ({
    data: 'figures',
    error,
    isPending: false as const,
    isError: true as const,
    refetch: vi.fn(),
  });

  it('marks figures whose refresh failed as not up to date, with a Retry', () => {
    renderWithProviders(
      <QueryState query={query(new ApiError(500, 'Server error'))}>{(data) => data}</QueryState>,
    );
    expect(screen.getByText('figures')).toBeTruthy();
    expect(screen.getByText(i18n.t('connection.stale'))).toBeTruthy();
    expect(retryButton()).not.toBeNull();
  });

  it('keeps the figures without a Retry when the account cannot be used', () => {
    renderWithProviders(
      <QueryState query={query(new ApiError(403, 'disabled'))}>{(data) => data}</QueryState>,
    );
    expect(screen.getByText('figures')).toBeTruthy();
    expect(screen.queryByText(i18n.t('connection.stale'))).toBeNull();
    expect(retryButton()).toBeNull();
  });
});
