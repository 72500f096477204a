import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { PickerOption } from './types';
import { WheelControls } from './wheel-controls';

const MONTHS: PickerOption<number>[] = [
  { label: 'January 2026', value: 1 },
  { label: 'February 2026', value: 2 },
  { label: 'March 2026', value: 3 },
];

function Harness({ initial }: { initial?: number }) {
  const [draft, setDraft] = useState<number | undefined>(initial);
  return <WheelControls options={MONTHS} draft={draft} onDraftChange={setDraft} />;
}

describe('WheelControls', () => {
  it('says what is selected and turns the wheel one option either way, in the app language', () => {
    renderWithProviders(<Harness initial={2} />);
    expect(screen.getByText('Selected: February 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next option: March 2026' }));
    expect(screen.getByText('Selected: March 2026')).toBeTruthy();
    const last = screen.getByRole('button', { name: 'No next option' }) as HTMLButtonElement;
    expect(last.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous option: February 2026' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous option: January 2026' }));
    expect(screen.getByText('Selected: January 2026')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'No previous option' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('offers the first option when nothing is selected yet', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByText('Please select')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next option: January 2026' }));
    expect(screen.getByText('Selected: January 2026')).toBeTruthy();
  });
});
