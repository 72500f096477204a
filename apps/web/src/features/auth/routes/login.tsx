import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PasswordField, TextField, useForm } from '@/components/form';
import { ChevronRightIcon } from '@/components/icons';
import { PATHS } from '@/config/paths';
import { required } from '@/lib/validation';
import { useLogin, type LoginInput } from '../api/use-auth-mutations';
import { AuthForm } from '../components/auth-form';
import { AuthShell } from '../components/auth-shell';
import styles from '../components/auth-shell.module.css';

/** /login: username + password (both required) → POST /api/auth/v2/login → /ad-center. */
export function Component() {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useForm<LoginInput>(
    { username: '', password: '' },
    { username: [required(t('auth.username'))], password: [required(t('auth.password'))] },
  );

  return (
    <AuthShell
      heading={t('auth.login_heading')}
      subheading={t('auth.login_subheading')}
      footer={
        <Link to={PATHS.adWelcome} className={styles.secondaryLink}>
          {t('auth.open_account_link')}
          <ChevronRightIcon />
        </Link>
      }
    >
      <AuthForm
        onSubmit={form.handleSubmit((values) =>
          login.mutate({ username: values.username.trim(), password: values.password }),
        )}
        submitLabel={t('auth.login_button')}
        pending={login.isPending}
        switchTo={{
          prompt: t('auth.no_account'),
          label: t('auth.to_register'),
          to: PATHS.register,
        }}
      >
        <TextField
          label={t('auth.username')}
          placeholder={t('auth.username_placeholder')}
          autoComplete="username"
          autoCapitalize="off"
          clearable
          {...form.field('username')}
        />
        <PasswordField
          label={t('auth.password')}
          placeholder={t('auth.password_placeholder')}
          autoComplete="current-password"
          {...form.field('password')}
        />
      </AuthForm>
    </AuthShell>
  );
}
