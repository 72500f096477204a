import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VISITOR_MESSAGE_MAX } from '@adc/contract/constants';
import { changeLanguage, loadFeatureMessages } from '@/lib/i18n';
import { renderAtRoute } from '@/test/render';
import { VisitorContact } from './visitor-contact';

beforeAll(() => loadFeatureMessages('en'));

afterEach(async () => {
  vi.unstubAllGlobals();
  document.querySelectorAll('.adc-toast').forEach((el) => el.remove());
  await changeLanguage('en');
});

const envelope = (data: unknown, code = 200, msg = 'ok', status = 200) =>
  new Response(JSON.stringify({ code, msg, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

type Answer = 'store' | 'drop' | 'refuse' | 'limit';

/** The form on a fake server answering each POST with the next of `answers`. */
function open(answers: Answer[], username?: string) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit = {}) => {
    const next = answers.shift() ?? 'store';
    if (next === 'drop') throw new TypeError('Failed to fetch');
    if (next === 'refuse') return envelope(null, 400, 'Refused by the server');
    if (next === 'limit') return envelope(null, 400, 'Too many requests', 429);
    return envelope({ id: 7 }, 200, 'Message received.');
  });
  vi.stubGlobal('fetch', fetchMock);
  renderAtRoute(<VisitorContact username={username} />, { path: '/customer' });
  const posts = () =>
    fetchMock.mock.calls
      .filter(([url]) => url === '/api/support/visitor_messages')
      .map(([, init]) => ({
        body: JSON.parse(String(init?.body)) as Record<string, string>,
        key: (init?.headers as Record<string, string>)['idempotency-key'],
      }));
  const input = (name: 'username' | 'contact') =>
    screen.getByTestId(`visitor-contact-${name}`) as HTMLInputElement;
  const message = () => screen.getByTestId('visitor-contact-message') as HTMLTextAreaElement;
  const fill = (values: { username?: string; contact?: string; content?: string }) => {
    if (values.username !== undefined)
      fireEvent.change(input('username'), { target: { value: values.username } });
    if (values.contact !== undefined)
      fireEvent.change(input('contact'), { target: { value: values.contact } });
    if (values.content !== undefined)
      fireEvent.change(message(), { target: { value: values.content } });
  };
  const submit = () => fireEvent.submit(screen.getByTestId('visitor-contact-form'));
  return { posts, input, message, fill, submit };
}

describe('<VisitorContact>', () => {
  it('starts with the username it is given and sends the trimmed message without a session', async () => {
    const form = open(['store'], 'inactive');
    expect(form.input('username').value).toBe('inactive');
    form.fill({ contact: ' +49 151 2345 6789 ', content: '  My account is not activated  ' });
    form.submit();
    await screen.findByTestId('visitor-contact-sent');
    expect(form.posts()).toEqual([
      {
        body: {
          username: 'inactive',
          contact: '+49 151 2345 6789',
          content: 'My account is not activated',
        },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(screen.getByTestId('visitor-contact-sent').textContent).toContain(
      'Our team will answer you at +49 151 2345 6789.',
    );
    // Another message: an empty form (the username too: it was typed for the first one).
    fireEvent.click(screen.getByTestId('visitor-contact-again'));
    expect(form.message().value).toBe('');
  });

  it('says what is missing or wrong, in the user language, and sends nothing', async () => {
    await changeLanguage('de');
    const form = open([]);
    form.submit();
    expect(await screen.findByText('Benutzername ist erforderlich')).toBeTruthy();
    expect(screen.getByText('E-Mail oder Telefon ist erforderlich')).toBeTruthy();
    expect(screen.getByText('Nachricht ist erforderlich')).toBeTruthy();
    form.fill({ username: 'inactive', contact: 'ana@example', content: 'Hallo' });
    form.submit();
    expect(
      await screen.findByText(
        'Bitte geben Sie eine E-Mail-Adresse oder Telefonnummer ein, unter der wir Sie erreichen',
      ),
    ).toBeTruthy();
    expect(form.posts()).toEqual([]);
  });

  it('counts the message in characters as the server does and stops at its limit', () => {
    const form = open([]);
    form.fill({ content: '😀'.repeat(3) });
    expect(screen.getByTestId('visitor-contact-counter').textContent).toBe(
      `3 / ${VISITOR_MESSAGE_MAX}`,
    );
    form.fill({ content: '😀'.repeat(VISITOR_MESSAGE_MAX + 5) });
    expect([...form.message().value]).toHaveLength(VISITOR_MESSAGE_MAX);
    expect(screen.getByTestId('visitor-contact-counter').textContent).toBe(
      `${VISITOR_MESSAGE_MAX} / ${VISITOR_MESSAGE_MAX}`,
    );
  });

  it('shows it is sending, then keeps the form after a lost answer and resends under the same key', async () => {
    const form = open(['drop', 'store']);
    form.fill({ username: 'disabled', contact: 'ana@example.com', content: 'Help' });
    form.submit();
    expect(screen.getByTestId('visitor-contact-send').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByTestId('visitor-contact-failed')).toBeTruthy();
    expect(form.message().value).toBe('Help');
    form.submit();
    await screen.findByTestId('visitor-contact-sent');
    const [first, again] = form.posts();
    expect(again).toEqual(first);
  });

  it('takes a fresh key after the server refused a message (a rate limit, a business error)', async () => {
    const form = open(['limit', 'refuse', 'store']);
    form.fill({ username: 'cancelled', contact: 'ana@example.com', content: 'Help' });
    form.submit();
    await screen.findByTestId('visitor-contact-failed');
    form.submit();
    await waitFor(() => expect(form.posts()).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByTestId('visitor-contact-send').getAttribute('aria-busy')).toBeNull(),
    );
    form.submit();
    await screen.findByTestId('visitor-contact-sent');
    const keys = form.posts().map((post) => post.key);
    expect(keys[1]).not.toBe(keys[2]);
  });
});
