import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_SUBJECT_MAX, FREE_TEXT_MAX } from '@adc/contract/constants';
import { renderAtRoute, stubApi } from '@/test/render';
import { Component as Feedback } from './feedback';

describe('feedback form lengths', () => {
  it('counts an emoji as one character, as the server does, and never cuts one in half', () => {
    stubApi();
    renderAtRoute(<Feedback />, { path: '/ad-center/feedback' });
    const content = screen.getByTestId('ad-center-feedback-content') as HTMLTextAreaElement;
    fireEvent.change(content, { target: { value: '😀' } });
    expect(screen.getByTestId('ad-center-feedback-counter').textContent).toBe(
      `1 / ${FREE_TEXT_MAX}`,
    );
    // As many emoji as the limit allows are kept (a UTF-16 limit kept half as many)…
    fireEvent.change(content, { target: { value: '😀'.repeat(FREE_TEXT_MAX + 1) } });
    expect(content.value).toBe('😀'.repeat(FREE_TEXT_MAX));
    // …and a cut at the limit keeps whole characters.
    fireEvent.change(content, { target: { value: 'x'.repeat(FREE_TEXT_MAX - 1) + '😀😀' } });
    expect(content.value).toBe('x'.repeat(FREE_TEXT_MAX - 1) + '😀');

    const subject = screen
      .getByTestId('ad-center-feedback-subject')
      .querySelector('input') as HTMLInputElement;
    fireEvent.change(subject, { target: { value: '🔑'.repeat(FEEDBACK_SUBJECT_MAX + 5) } });
    expect(subject.value).toBe('🔑'.repeat(FEEDBACK_SUBJECT_MAX));
  });
});

describe('feedback sent', () => {
  it('does not check the form a send just emptied (the second tap of a double tap)', async () => {
    const fetchMock = stubApi();
    renderAtRoute(<Feedback />, { path: '/ad-center/feedback' });
    const submit = () => fireEvent.click(screen.getByTestId('ad-center-feedback-submit'));
    // The first, empty form is checked.
    submit();
    expect(await screen.findAllByText(/ is required$/)).toHaveLength(2);

    const subject = () =>
      screen.getByTestId('ad-center-feedback-subject').querySelector('input') as HTMLInputElement;
    const content = () => screen.getByTestId('ad-center-feedback-content') as HTMLTextAreaElement;
    fireEvent.change(subject(), { target: { value: 'Slow page' } });
    fireEvent.change(content(), { target: { value: 'The wallet loads slowly.' } });
    submit();
    await waitFor(() => expect(content().value).toBe(''));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/feedback'))).toHaveLength(
      1,
    );
    // The second tap lands on the emptied form: no "required" under the success toast.
    submit();
    expect(screen.queryAllByText(/ is required$/)).toEqual([]);
    expect(subject().getAttribute('aria-invalid')).toBeNull();
    // Typed into, the new form is checked again.
    fireEvent.change(subject(), { target: { value: 'Again' } });
    submit();
    expect(await screen.findAllByText(/ is required$/)).toHaveLength(1);
  });
});
