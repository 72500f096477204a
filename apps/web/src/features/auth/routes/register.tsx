import { useTranslation } from 'react-i18next';
import { RegisterBody } from '@adc/contract';
import {
  EMAIL_MAX,
  LICENSE_KEY_MAX,
  PASSWORD_MAX,
  ResultCode,
  USERNAME_MAX,
} from '@adc/contract/constants';
import { PasswordField, TextField, useForm } from '@/components/form';
import { ContactField } from '@/components/form/contact-fields';
import { PATHS } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { normalizeCode } from '@/lib/codes';
import { required, sameAs, schemaRule } from '@/lib/validation';
import { useRegister, type RegisterInput } from '../api/use-auth-mutations';
import { AuthForm } from '../components/auth-form';
import { AuthShell } from '../components/auth-shell';

const schema = RegisterBody.shape;

/** The fields a refusal of the server can be about. */
type RefusedField = 'username' | 'license_key';

/**
 * The field a refusal of POST /auth/v2/register is about, with the server's message, or null.
 * The envelope names its message only by its text, the catalogue message in the request's language
 * (the app's, which `t` reads): code 400 with the message of `error.authorization_code_not_found`
 * (a licence key unknown or used) is about the licence key, with `error.username_taken` about the
 * username. Matched by catalogue key, never by a text written here; anything else (another
 * language meanwhile) is only toasted.
 */
function refusedField(
  error: unknown,
  t: (key: 'error.authorization_code_not_found' | 'error.username_taken') => string,
): { name: RefusedField; message: string } | null {
  if (!isApiError(error) || error.code !== ResultCode.params || !error.msg) return null;
  if (error.msg === t('error.authorization_code_not_found'))
    return { name: 'license_key', message: error.msg };
  if (error.msg === t('error.username_taken')) return { name: 'username', message: error.msg };
  return null;
}

/**
 * /register: every field required, passwords must match, email and phone valid. Field checks use
 * the contract's RegisterBody schema, so the client accepts exactly what the server does. What only
 * the server can check (the licence key exists and is unused, the username is free) is toasted by
 * the API layer, as every error is, and said under its field too (`refusedField`, useForm's `refuse`), which takes the
 * focus, until that field is edited: the toast is gone in seconds.
 */
export function Component() {
  const { t } = useTranslation();
  const register = useRegister();
  const label = {
    username: t('auth.username'),
    password: t('auth.password'),
    confirm: t('auth.confirm_password'),
    email: t('auth.email'),
    phone: t('auth.phone'),
    license: t('auth.license_key'),
  };
  const form = useForm<RegisterInput>(
    { username: '', password: '', confirm_password: '', email: '', phone: '', license_key: '' },
    {
      username: [required(label.username), schemaRule(schema.username, label.username)],
      password: [required(label.password), schemaRule(schema.password, label.password)],
      confirm_password: [required(label.confirm), sameAs('password')],
      email: [required(label.email), schemaRule(schema.email, label.email)],
      phone: [required(label.phone), schemaRule(schema.phone, label.phone)],
      license_key: [required(label.license), schemaRule(schema.license_key, label.license)],
    },
  );

  return (
    <AuthShell heading={t('auth.register_heading')} subheading={t('auth.register_subheading')}>
      <AuthForm
        onSubmit={form.handleSubmit((values) => {
          register.mutate(
            {
              username: values.username.trim(),
              password: values.password,
              confirm_password: values.confirm_password,
              email: values.email.trim(),
              phone: values.phone.trim(),
              license_key: values.license_key.trim(),
            },
            {
              onError: (error) => {
                const refused = refusedField(error, t);
                if (refused) form.refuse(refused.name, refused.message);
              },
            },
          );
        })}
        submitLabel={t('auth.register_button')}
        pending={register.isPending || register.isSuccess}
        switchTo={{ prompt: t('auth.has_account'), label: t('auth.to_login'), to: PATHS.login }}
      >
        <TextField
          label={label.username}
          placeholder={t('auth.username_placeholder')}
          autoComplete="username"
          autoCapitalize="off"
          clearable
          maxCharacters={USERNAME_MAX}
          {...form.field('username')}
        />
        <PasswordField
          label={label.password}
          placeholder={t('auth.password_placeholder')}
          autoComplete="new-password"
          maxCharacters={PASSWORD_MAX}
          {...form.field('password')}
        />
        <PasswordField
          label={label.confirm}
          placeholder={t('auth.confirm_password_placeholder')}
          autoComplete="new-password"
          maxCharacters={PASSWORD_MAX}
          {...form.field('confirm_password')}
        />
        <ContactField
          kind="email"
          label={label.email}
          maxCharacters={EMAIL_MAX}
          {...form.field('email')}
        />
        <ContactField kind="phone" label={label.phone} {...form.field('phone')} />
        <TextField
          label={label.license}
          placeholder={t('auth.license_key_placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          clearable
          maxCharacters={LICENSE_KEY_MAX}
          normalize={normalizeCode}
          {...form.field('license_key')}
        />
      </AuthForm>
    </AuthShell>
  );
}
