import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders as render } from '@/test/render';
import { useCharacterLimit } from './character-limit';
import { TextField } from './fields';

function Field({ max, normalize }: { max: number; normalize?: (value: string) => string }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Field"
      value={value}
      onChange={setValue}
      maxCharacters={max}
      normalize={normalize}
    />
  );
}

function Area({ max, onChange }: { max: number; onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  const limit = useCharacterLimit<HTMLTextAreaElement>(max, (next) => {
    setValue(next);
    onChange(next);
  });
  return (
    <textarea
      aria-label="Area"
      value={value}
      {...limit}
      onChange={(event) => limit.onChange(event.target.value)}
    />
  );
}

const input = () => screen.getByLabelText('Field') as HTMLInputElement;

describe('useCharacterLimit / <TextField maxCharacters>', () => {
  it('counts characters (code points) as the server does, not UTF-16 units', () => {
    render(<Field max={4} />);
    expect(input().maxLength).toBe(-1); // no native UTF-16 limit
    fireEvent.change(input(), { target: { value: '😀😀😀😀' } });
    expect(input().value).toBe('😀😀😀😀');
    fireEvent.change(input(), { target: { value: '😀😀😀😀😀x' } });
    expect(input().value).toBe('😀😀😀😀');
    // A cut keeps whole characters, never half a surrogate pair.
    fireEvent.change(input(), { target: { value: 'abc😀😀' } });
    expect(input().value).toBe('abc😀');
  });

  it('leaves a composition alone and cuts when it ends', () => {
    render(<Field max={3} />);
    fireEvent.compositionStart(input());
    fireEvent.change(input(), { target: { value: 'にほんご' } });
    expect(input().value).toBe('にほんご');
    fireEvent.compositionEnd(input());
    expect(input().value).toBe('にほん');
    // Typing after the composition is cut at once.
    fireEvent.change(input(), { target: { value: 'にほんx' } });
    expect(input().value).toBe('にほん');
  });

  it('normalizes before cutting, and after a composition', () => {
    render(<Field max={4} normalize={(value) => value.replace(/\s/g, '').toUpperCase()} />);
    fireEvent.change(input(), { target: { value: 'a b c d e' } });
    expect(input().value).toBe('ABCD');
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.compositionStart(input());
    fireEvent.change(input(), { target: { value: 'ab c' } });
    expect(input().value).toBe('ab c');
    fireEvent.compositionEnd(input());
    expect(input().value).toBe('ABC');
  });

  it('limits a textarea the same way', () => {
    const onChange = vi.fn();
    render(<Area max={2} onChange={onChange} />);
    const area = screen.getByLabelText('Area') as HTMLTextAreaElement;
    fireEvent.change(area, { target: { value: '🔑\n🔑' } });
    expect(area.value).toBe('🔑\n');
    expect(onChange).toHaveBeenLastCalledWith('🔑\n');
  });
});
