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

/** TextField for an email address or a phone number, with a clear button. */
export function ContactField({ kind, ...props }: ContactFieldProps) {
  const { t } = useTranslation();
  const { type, autoComplete, placeholder } = CONTACT[kind];
  return (
    <TextField
      type={type}
      inputMode={type}
      autoComplete={autoComplete}
      placeholder={t(placeholder)}
      clearable
      {...props}
    />
  );
}
