import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRouter, stubApi } from '@/test/render';
import { Component as AdWelcome } from './ad-welcome';

const welcomeAt = (url: string) =>
  renderRouter(
    createMemoryRouter([{ path: '/ad-welcome', element: <AdWelcome /> }], {
      initialEntries: [url],
    }),
  );

describe('/ad-welcome', () => {
  it('fills in the authorization code a link carries (as /entry forwards it)', () => {
    stubApi();
    welcomeAt('/ad-welcome?code=%20ab12cd%20');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('AB12CD');
  });

  it('starts empty without one', () => {
    stubApi();
    welcomeAt('/ad-welcome');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('');
  });
});
