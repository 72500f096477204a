import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Flow } from '@adc/contract';
import { loadFeatureMessages } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { FlowRow } from './flow-row';

beforeAll(() => loadFeatureMessages('en'));

const flow: Flow = {
  id: 7,
  time: '2026-01-02T03:04:05.000Z',
  amount: '-100.00',
  remark: 'Withdrawal #7 to 0x52908400098527886E0F7030069857D2E4169EE7 (a long wallet address)',
  type: 'manual_withdrawal',
  status: 'pending',
  informational: false,
};

/** jsdom lays nothing out: the remark's box is given a height, and its content another. */
function layout({ content, box }: { content: number; box: number }) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(box);
}

function renderRow(row: Flow = flow) {
  return renderWithProviders(
    <ul>
      <FlowRow flow={row} />
    </ul>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('<FlowRow>', () => {
  it('keeps a remark that fits as plain text, not a button', () => {
    layout({ content: 36, box: 36 });
    renderRow();
    expect(screen.getByText(flow.remark)).toBeTruthy();
    expect(screen.queryByTestId('wallet-flow-toggle')).toBeNull();
  });

  it('makes the row a button that shows a cut remark whole, and folds it again', () => {
    layout({ content: 90, box: 36 });
    renderRow();
    const toggle = screen.getByTestId('wallet-flow-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // The whole remark is in the row (screen readers read it all): only its display is cut.
    expect(toggle.textContent).toContain(flow.remark);
    const item = screen.getByTestId('wallet-flow-item');
    const expandedClass = () => [...item.classList].some((name) => /expanded/.test(name));
    expect(expandedClass()).toBe(false);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(expandedClass()).toBe(true);

    // Expanded, the remark no longer overflows: the row stays a button, to fold it again.
    layout({ content: 90, box: 90 });
    fireEvent.click(screen.getByTestId('wallet-flow-toggle'));
    expect(screen.getByTestId('wallet-flow-toggle').getAttribute('aria-expanded')).toBe('false');
    expect(expandedClass()).toBe(false);
  });

  it('shows the type, the status, the time and the signed amount', () => {
    layout({ content: 18, box: 18 });
    renderRow();
    expect(screen.getByTestId('wallet-flow-status').textContent).not.toBe('');
    expect(screen.getByTestId('wallet-flow-amount').textContent).toBe('−100.00');
    expect(screen.getByRole('listitem').querySelector('time')?.getAttribute('dateTime')).toBe(
      flow.time,
    );
  });
});
