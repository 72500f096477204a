import { useTranslation } from 'react-i18next';
import { RegisterBody } from '@adc/contract';
import { EMAIL_MAX, LICENSE_KEY_MAX, PASSWORD_MAX, USERNAME_MAX } from '@adc/contract/constants';
import { PasswordField, TextField, useForm } from '@/components/form';
import { ContactField } from '@/components/form/contact-fields';
import { PATHS } from '@/config/paths';
import { normalizeCode } from '@/lib/codes';
import { required, sameAs, schemaRule } from '@/lib/validation';
import { useRegister, type RegisterInput } from '../api/use-auth-mutations';
import { AuthForm } from '../components/auth-form';
import { AuthShell } from '../components/auth-shell';

const schema = RegisterBody.shape;

/**
 * /register: every field required, passwords must match, email and phone valid. Field checks use
 * the contract's RegisterBody schema, so the client accepts exactly what the server does.
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
        onSubmit={form.handleSubmit((values) =>
          register.mutate({
            username: values.username.trim(),
            password: values.password,
            confirm_password: values.confirm_password,
            email: values.email.trim(),
            phone: values.phone.trim(),
            license_key: values.license_key.trim(),
          }),
        )}
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
