import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadFeatureMessages } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { MoneyFigureGlossary } from './money-figures';

beforeAll(() => loadFeatureMessages('en'));

describe('<MoneyFigureGlossary>', () => {
  // After a launch with a fixed-amount or deduction coupon the home's (and the plan's) "To be
  // consumed" is the plan's unspent budget, the wallet's only the user's own money: they differ
  // by the coupon's part, and the sheet that defines the figures says so (not only for
  // value-added vouchers).
  it('defines every money figure, and says how "To be consumed" differs from the wallet’s', () => {
    renderWithProviders(<MoneyFigureGlossary testId="figures" />);
    fireEvent.click(screen.getByTestId('figures-open'));
    const sheet = screen.getByRole('dialog', { name: i18n.t('ad_center.figures.title') });
    expect(sheet.textContent).toContain(i18n.t('ad_center.figures.help.to_be_consumed'));
    expect(sheet.textContent).toContain(i18n.t('ad_center.figures.help.coupon_budget'));
    const note = screen.getByTestId('figures-note');
    expect(note.textContent).toBe(i18n.t('ad_center.figures.wallet_note'));
    expect(note.textContent).toMatch(/wallet/i);
    expect(note.textContent).toMatch(/fixed-amount or deduction coupon/);
    expect(note.textContent).toContain(i18n.t('wallet.home.to_be_consumed'));
  });
});
