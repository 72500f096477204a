import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Acceptor } from '@adc/contract';
import { changeLanguage, loadFeatureMessages } from '@/lib/i18n';
import { renderAtRoute, stubApi } from '@/test/render';
import { AcceptorLookup } from './acceptor-lookup';

beforeAll(() => loadFeatureMessages('en'));

afterEach(async () => {
  vi.unstubAllGlobals();
  document.querySelectorAll('.adc-toast').forEach((el) => el.remove());
  await changeLanguage('en');
});

const acceptor: Acceptor = {
  id: 2,
  name: 'Meridian Trade Settlement',
  type: 'enterprise',
  limit: '1234567.50',
  currency: 'USD',
  rate: '1 USD = 1.00 USD',
};

async function lookUp(found: Acceptor = acceptor) {
  stubApi({ '/api/acceptor/detail': found });
  renderAtRoute(<AcceptorLookup />, { path: '/wallet/foreign-exchange' });
  fireEvent.change(screen.getByTestId('fx-code-input').querySelector('input') as HTMLInputElement, {
    target: { value: 'ACC-E-2001' },
  });
  fireEvent.submit(screen.getByTestId('fx-submit').closest('form') as HTMLFormElement);
  await screen.findByTestId('fx-acceptor');
}

describe('<AcceptorLookup>', () => {
  it("shows the found type's limit as the app shows money: no bare currency code", async () => {
    await lookUp();
    const limit = screen.getByTestId('fx-type-enterprise-limit');
    expect(limit.textContent).toBe('Limit: 1,234,567.50');
    expect(limit.textContent).not.toContain('USD');
    expect(screen.getByTestId('fx-acceptor-limit').textContent).toBe('1,234,567.50');
  });

  it('writes the limit in the app language: Thai and German grouping', async () => {
    await loadFeatureMessages('th');
    await changeLanguage('th');
    await lookUp();
    await waitFor(() =>
      expect(screen.getByTestId('fx-type-enterprise-limit').textContent).toMatch(
        /: 1,234,567\.50$/,
      ),
    );
    await loadFeatureMessages('de');
    await changeLanguage('de');
    await waitFor(() =>
      expect(screen.getByTestId('fx-type-enterprise-limit').textContent).toMatch(
        /: 1\.234\.567,50$/,
      ),
    );
    expect(screen.getByTestId('fx-type-enterprise-limit').textContent).not.toContain('USD');
  });

  it('shows a rate that is text as the server wrote it, a decimal one in the language', async () => {
    await lookUp();
    expect(screen.getByTestId('fx-acceptor-rate').textContent).toBe('1 USD = 1.00 USD');
    cleanup();
    await loadFeatureMessages('de');
    await changeLanguage('de');
    await lookUp({ ...acceptor, rate: '7.2500' });
    expect(screen.getByTestId('fx-acceptor-rate').textContent).toBe('7,2500');
  });
});
