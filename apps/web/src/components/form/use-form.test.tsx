import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { required } from '@/lib/validation';
import { TextField } from './fields';
import { useForm } from './use-form';

function Form({ onValid }: { onValid: (values: { a: string; b: string; c: string }) => void }) {
  const form = useForm(
    { a: 'filled', b: '', c: '' },
    { a: [required('A')], b: [required('B')], c: [required('C')] },
  );
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField label="A" {...form.field('a')} />
      <TextField label="B" {...form.field('b')} />
      <TextField label="C" {...form.field('c')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useForm, a refused submit', () => {
  it('moves the focus to the first field in error, in the form order', () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.click(send);
    expect(onValid).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText('B'));
  });

  it('leaves the focus alone when the values are valid', () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('B'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText('C'), { target: { value: 'y' } });
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.click(send);
    expect(onValid).toHaveBeenCalledWith({ a: 'filled', b: 'x', c: 'y' });
    expect(document.activeElement).toBe(send);
  });
});

describe('useForm, a field the server refused', () => {
  function Refused() {
    const form = useForm({ a: 'taken', b: 'x' }, { a: [required('A')] });
    return (
      <form noValidate onSubmit={form.handleSubmit(() => form.refuse('a', 'A is taken'))}>
        <TextField label="A" {...form.field('a')} />
        <TextField label="B" {...form.field('b')} />
        <button type="submit">Send</button>
      </form>
    );
  }
  const shown = () => document.body.textContent ?? '';

  it('says it under the field, with the focus, until that field is edited', () => {
    render(<Refused />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(shown()).toContain('A is taken');
    expect(document.activeElement).toBe(screen.getByLabelText('A'));
    fireEvent.change(screen.getByLabelText('B'), { target: { value: 'y' } });
    expect(shown()).toContain('A is taken');
    fireEvent.change(screen.getByLabelText('A'), { target: { value: 'free' } });
    expect(shown()).not.toContain('A is taken');
  });

  it('lets its own check go first, and forgets the refusal on the next submit', () => {
    render(<Refused />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.change(screen.getByLabelText('B'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The next submit asks the server again, which refuses again: said once, not twice.
    expect(shown().split('A is taken')).toHaveLength(2);
  });
});
