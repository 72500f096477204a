import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LanguageSheet } from './language-sheet';

const languageMap = [
  { source: ['en'], targets: 'en', description: 'English' },
  { source: ['de'], targets: 'de', description: 'Deutsch' },
] as const;

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Language
      </button>
      <LanguageSheet
        visible={open}
        onClose={() => setOpen(false)}
        languageMap={languageMap as never}
      />
    </>
  );
}

describe('<LanguageSheet>', () => {
  it('holds the focus on the current language, and gives it back on Escape', async () => {
    renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Language' });
    opener.focus();
    fireEvent.click(opener);
    const current = await screen.findByRole('button', { name: /English/ });
    await waitFor(() => expect(document.activeElement).toBe(current));
    fireEvent.keyDown(current, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("lists the server's languages in the app's order: English first, not the config's order", async () => {
    const serverMap = [
      { source: ['zh-TW'], targets: 'cht', description: '繁體中文' },
      { source: ['th'], targets: 'th', description: 'ไทย' },
      { source: ['de'], targets: 'de', description: 'Deutsch' },
      { source: ['en'], targets: 'en', description: 'English' },
      { source: ['zh-CN'], targets: 'zh', description: '简体中文' },
    ];
    renderWithProviders(
      <LanguageSheet visible onClose={() => {}} languageMap={serverMap as never} />,
    );
    const dialog = await screen.findByRole('dialog');
    const names = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(' ✓', ''));
    expect(names).toEqual(['English', '繁體中文', 'Deutsch', 'ไทย', '简体中文']);
  });
});
