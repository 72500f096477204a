import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './fields';

/** What makes an input an email or a phone input: keyboard, autofill and the example. */
const CONTACT = {
  email: { type: 'email', autoComplete: 'email', placeholder: 'auth.email_placeholder' },
  phone: { type: 'tel', autoComplete: 'tel', placeholder: 'auth.phone_placeholder' },
} as const;

export interface ContactFieldProps extends Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'autoComplete'
> {
  kind: keyof typeof CONTACT;
}

/**
 * A phone number as the API takes it (`+` and digits): people and the browser's autofill write
 * one with spaces, hyphens, dots or parentheses ("+66 81-234 5678", "(415) 555-0101"), and a
 * Japanese IME in full width ("０９０－１２３４"); those are dropped, other characters are kept
 * for the validation to refuse.
 */
export function normalizePhone(text: string): string {
  return text.normalize('NFKC').replace(/[\s\-\u2010-\u2015\u2212().]/g, '');
}

/** TextField for an email address or a phone number, with a clear button. */
export function ContactField({ kind, onChange, ...props }: ContactFieldProps) {
  const { t } = useTranslation();
  const { type, autoComplete, placeholder } = CONTACT[kind];
  return (
    <TextField
      type={type}
      inputMode={type}
      autoComplete={autoComplete}
      placeholder={t(placeholder)}
      clearable
      onChange={kind === 'phone' ? (value) => onChange?.(normalizePhone(value)) : onChange}
      {...props}
    />
  );
}
