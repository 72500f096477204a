import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FigureGlossary } from '@/components/figure-glossary';
import { loadFeatureMessages } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { InfoSheet } from './info-sheet';

beforeAll(() => loadFeatureMessages('en'));

describe('InfoSheet', () => {
  it('is a dialog named by its title, with the intro, the body and a close button', () => {
    const onClose = vi.fn();
    renderWithProviders(
      <InfoSheet
        visible
        onClose={onClose}
        title="Rules"
        intro="Read them"
        closeLabel="Got it"
        testId="sheet"
      >
        <p>Body text</p>
      </InfoSheet>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Rules' });
    expect(dialog.textContent).toContain('Read them');
    expect(dialog.textContent).toContain('Body text');
    fireEvent.click(screen.getByTestId('sheet-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while hidden', () => {
    renderWithProviders(
      <InfoSheet
        visible={false}
        onClose={() => undefined}
        title="Rules"
        closeLabel="Close"
        testId="sheet"
      >
        <p>Body text</p>
      </InfoSheet>,
    );
    expect(screen.queryByRole('dialog', { name: 'Rules' })).toBeNull();
  });
});

describe('FigureGlossary on the InfoSheet', () => {
  it('opens the definitions from its link and closes', async () => {
    renderWithProviders(
      <FigureGlossary
        definitions={[{ key: 'consumed', label: 'Consumed', help: 'Spent so far' }]}
        triggerLabel="What these figures mean"
        title="Figures"
        closeLabel="Close"
        testId="figures"
      />,
    );
    const trigger = screen.getByTestId('figures-open');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Figures' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('figures-consumed').textContent).toBe('ConsumedSpent so far');
    // The sheet slides out (an animation jsdom does not run): the trigger tells it is closed.
    fireEvent.click(screen.getByTestId('figures-close'));
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
  });
});
