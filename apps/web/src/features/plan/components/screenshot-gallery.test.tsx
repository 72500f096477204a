import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFeatureMessages } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { ScreenshotGallery } from './screenshot-gallery';

beforeAll(async () => {
  await loadFeatureMessages('en');
});

describe('<ScreenshotGallery> viewer', () => {
  it('opens over the whole app with a focused Close; Escape closes it and gives the focus back', async () => {
    const { container } = renderWithProviders(
      <ScreenshotGallery images={['/a.svg', '/b.svg']} type="game" name="Bubble Pop" />,
    );
    const tile = screen.getByRole('button', { name: 'Screenshot 1 of 2' });
    tile.focus();
    fireEvent.click(tile);

    const close = await screen.findByTestId('plan-screenshot-close');
    // Not inside the page (where the sticky launch bar lay over it): in the body.
    expect(container.contains(close)).toBe(false);
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('plan-screenshot-close')).toBeNull());
    expect(document.activeElement).toBe(tile);
  });

  it('closes with its Close button', async () => {
    renderWithProviders(<ScreenshotGallery images={['/a.svg']} type="video" name="Sneakers" />);
    fireEvent.click(screen.getByRole('button', { name: 'Screenshot 1 of 1' }));
    // A modal dialog a screen reader can read (antd-mobile hid it: aria-hidden on its mask).
    const dialog = await screen.findByRole('dialog', { name: 'Sneakers' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByTestId('plan-screenshot-close')).toBeNull());
  });
});
