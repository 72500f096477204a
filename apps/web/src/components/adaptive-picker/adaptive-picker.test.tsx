import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DesktopPickerList } from './desktop-picker-list';
import { isMobileDevice } from './detect-mobile';

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('isMobileDevice', () => {
  it('is mobile at ≤ 768 px with touch', () => {
    expect(isMobileDevice({ width: 768, hasTouch: true, userAgent: DESKTOP_UA })).toBe(true);
    expect(isMobileDevice({ width: 390, hasTouch: true, userAgent: DESKTOP_UA })).toBe(true);
  });

  it('is desktop when narrow without touch, or wide with touch', () => {
    expect(isMobileDevice({ width: 390, hasTouch: false, userAgent: DESKTOP_UA })).toBe(false);
    expect(isMobileDevice({ width: 769, hasTouch: true, userAgent: DESKTOP_UA })).toBe(false);
    expect(isMobileDevice({ width: 1440, hasTouch: false, userAgent: DESKTOP_UA })).toBe(false);
  });

  it('is mobile for a mobile user agent at any width', () => {
    expect(isMobileDevice({ width: 1024, hasTouch: false, userAgent: IPHONE_UA })).toBe(true);
    expect(
      isMobileDevice({
        width: 1280,
        hasTouch: false,
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)',
      }),
    ).toBe(true);
  });
});

const options = ['Jan', 'Feb', 'Mar', 'Apr', 'May'].map((label, i) => ({ label, value: i + 1 }));

function Harness({ initial = 1 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DesktopPickerList options={options} value={value} onChange={setValue} aria-label="Month" />
      <output data-testid="value">{value}</output>
    </>
  );
}

const current = () => screen.getByTestId('value').textContent;

describe('DesktopPickerList', () => {
  it('renders a listbox with the selected option marked', () => {
    render(<Harness initial={2} />);
    const list = screen.getByRole('listbox', { name: 'Month' });
    expect(list.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Feb');
  });

  it('moves one option per mouse-wheel notch, clamped at the ends', () => {
    render(<Harness />);
    const list = screen.getByRole('listbox');
    fireEvent.wheel(list, { deltaY: 100 });
    expect(current()).toBe('2');
    fireEvent.wheel(list, { deltaY: 100 });
    fireEvent.wheel(list, { deltaY: -100 });
    expect(current()).toBe('2');
    fireEvent.wheel(list, { deltaY: -100 });
    fireEvent.wheel(list, { deltaY: -100 });
    expect(current()).toBe('1');
  });

  it('moves with ArrowDown / ArrowUp and jumps with Home / End', () => {
    render(<Harness />);
    const list = screen.getByRole('listbox');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(current()).toBe('3');
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    expect(current()).toBe('2');
    fireEvent.keyDown(list, { key: 'End' });
    expect(current()).toBe('5');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(current()).toBe('5');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(current()).toBe('1');
  });

  it('moves by dragging, one option per option height', () => {
    render(<Harness />);
    const list = screen.getByRole('listbox');
    fireEvent.pointerDown(list, { clientY: 300, pointerId: 1 });
    fireEvent.pointerMove(list, { clientY: 300 - 44 * 2, pointerId: 1 }); // drag up two options
    expect(current()).toBe('3');
    fireEvent.pointerMove(list, { clientY: 300 + 44, pointerId: 1 });
    expect(current()).toBe('1');
    fireEvent.pointerUp(list, { pointerId: 1 });
    fireEvent.pointerMove(list, { clientY: 0, pointerId: 1 }); // released: no more moves
    expect(current()).toBe('1');
  });

  it('selects an option on click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('option', { name: 'Apr' }));
    expect(current()).toBe('4');
  });
});

describe('AdaptivePicker', () => {
  it('keeps the chosen option when the parent re-renders with an equal new options array', async () => {
    const { AdaptivePicker } = await import('./adaptive-picker');
    const { renderWithProviders } = await import('@/test/render');
    const confirmed: string[] = [];
    function Parent() {
      const [renders, setRenders] = useState(0);
      // A new array on every render, as an unmemoised parent would pass.
      const months = ['Jan', 'Feb', 'Mar'].map((label, index) => ({
        label,
        value: String(index + 1),
      }));
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            re-render {renders}
          </button>
          <AdaptivePicker
            mode="desktop"
            visible
            options={months}
            value="1"
            onConfirm={(v) => confirmed.push(String(v))}
            onClose={() => undefined}
          />
        </>
      );
    }
    renderWithProviders(<Parent />);
    fireEvent.keyDown(await screen.findByRole('listbox'), { key: 'ArrowDown' });
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Feb');
    fireEvent.click(screen.getByRole('button', { name: 're-render 0', hidden: true }));
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Feb');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(confirmed).toEqual(['2']);
  });
});

describe.each(['mobile', 'desktop'] as const)('AdaptivePicker (%s) and the focus', (mode) => {
  it('takes the focus when it opens, closes on Escape and gives the focus back', async () => {
    const { AdaptivePicker } = await import('./adaptive-picker');
    const { renderWithProviders } = await import('@/test/render');
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Language
          </button>
          <AdaptivePicker
            mode={mode}
            visible={open}
            title="Pick a language"
            options={[
              { label: 'English', value: 'en' },
              { label: 'Deutsch', value: 'de' },
            ]}
            value="en"
            onConfirm={() => undefined}
            onClose={() => setOpen(false)}
          />
        </>
      );
    }
    renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Language' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Pick a language' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
