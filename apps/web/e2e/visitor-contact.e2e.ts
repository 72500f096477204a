/**
 * Customer service for someone who cannot sign in: `inactive` signs in, the 402 dialog's contact
 * button leads to /customer, whose visitor form (the username filled in) sends a message without a
 * session; switched to Deutsch from the page's header (stored, then reloaded), the form and its confirmation
 * speak German, and the support team
 * finds the message on the QA surface with the account's state. At 390×844.
 */
import { describe, expect, it } from 'vitest';
import { blockPage, fileBrowser } from './fixtures';
import { STORAGE_KEYS } from '@adc/contract/constants';
import { header, loginThroughUi, qa, screenshot, t, waitForLocation } from './support';

const browser = fileBrowser();

interface Listed {
  list: {
    username: string;
    account: { status: string } | null;
    contact: string;
    content: string;
    lang: string;
  }[];
}

describe('customer service for a locked-out user', () => {
  const visitor = blockPage(browser, 'mobile', { visitor: true });

  it('inactive: from the 402 dialog to a message the support team receives (Deutsch)', async () => {
    const { page } = visitor;
    await loginThroughUi(page, 'inactive');
    const dialog = page.getByRole('dialog').filter({ hasText: t('code.402') });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: t('account.contact_service'), exact: true }).click();
    await waitForLocation(page, (at) => at === '/customer');

    const form = page.getByTestId('visitor-contact-form');
    await form.waitFor();
    // The username the sign-in was refused for; no sign-in prompt (it was just refused).
    expect(await page.getByTestId('visitor-contact-username').inputValue()).toBe('inactive');
    expect(await page.getByTestId('support-sign-in').count()).toBe(0);

    // The page's header switches the language (the dialog had switched to the account's, which
    // need not be the visitor's): Deutsch, stored; the form and where it came from survive a reload.
    await header(page)
      .getByRole('button', { name: t('header.language'), exact: true })
      .click();
    await page
      .getByRole('dialog', { name: t('header.choose_language') })
      .getByRole('button', { name: 'Deutsch', exact: true })
      .click();
    const de = (key: string, vars: Record<string, string | number> = {}) => t(key, vars, 'de');
    await page.getByText(de('customer.visitor_title'), { exact: true }).waitFor();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.lang)).toBe(
      'de',
    );
    await page.reload();
    await page.getByText(de('customer.visitor_title'), { exact: true }).waitFor();
    // The username is kept through the reload.
    expect(await page.getByTestId('visitor-contact-username').inputValue()).toBe('inactive');

    // A wrong contact is said in German, under its field, and nothing is sent.
    const contact = page.getByLabel(de('customer.visitor_contact'), { exact: true });
    await contact.fill('anna@beispiel');
    await page
      .getByLabel(de('customer.visitor_message'), { exact: true })
      .fill('Mein Konto ist nicht aktiviert. Bitte helfen Sie mir.');
    await page.getByTestId('visitor-contact-send').click();
    await form.getByText(de('validation.contact'), { exact: true }).waitFor();
    expect(await page.getByTestId('visitor-contact-counter').innerText()).toBe('53 / 1000');

    await contact.fill('anna@beispiel.de');
    await page.getByTestId('visitor-contact-send').click();
    const sent = page.getByTestId('visitor-contact-sent');
    await sent.waitFor();
    expect(await sent.innerText()).toContain(
      de('customer.visitor_sent_text', { contact: 'anna@beispiel.de' }),
    );
    await page.getByText(de('customer.visitor_sent_title'), { exact: true }).waitFor();
    await screenshot(page, 'customer-visitor-sent-de');

    const listed = await qa<Listed>('support/visitor_messages', { page: 1, page_size: 5 });
    expect(listed.list[0]).toEqual(
      expect.objectContaining({
        username: 'inactive',
        account: expect.objectContaining({ status: 'inactive' }),
        contact: 'anna@beispiel.de',
        content: 'Mein Konto ist nicht aktiviert. Bitte helfen Sie mir.',
        lang: 'de',
      }),
    );
  });
});
