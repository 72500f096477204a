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
