import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PASSWORD_MAX, USERNAME_INPUT_MAX } from '@adc/contract/constants';
import { PasswordField, TextField, useForm } from '@/components/form';
import { ChevronRightIcon } from '@/components/icons';
import { PATHS } from '@/config/paths';
import { isReloginState } from '@/lib/api-shared';
import { required } from '@/lib/validation';
import { useLogin, type LoginInput } from '../api/use-auth-mutations';
import { AuthForm } from '../components/auth-form';
import { AuthShell } from '../components/auth-shell';
import formStyles from '../components/auth-form.module.css';
import styles from '../components/auth-shell.module.css';

/**
 * /login: username + password (both required) → POST /api/auth/v2/login → /ad-center. After a
 * forced re-login (the API layer's `ReloginState` in the navigation state) it says why, pre-fills
 * the username, and returns the same user to the page they were on.
 */
export function Component() {
  const { t } = useTranslation();
  const { state } = useLocation();
  const relogin = isReloginState(state) ? state : null;
  const login = useLogin(relogin);
  const form = useForm<LoginInput>(
    { username: relogin?.username ?? '', password: '' },
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
        pending={login.isPending || login.isSuccess}
        notice={
          relogin ? (
            <p className={formStyles.notice} role="status" data-testid="login-relogin-notice">
              {relogin.reason === 'password_changed'
                ? t('success.password_change')
                : t('auth.relogin_notice')}
            </p>
          ) : undefined
        }
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
          maxCharacters={USERNAME_INPUT_MAX}
          {...form.field('username')}
        />
        <PasswordField
          label={t('auth.password')}
          placeholder={t('auth.password_placeholder')}
          autoComplete="current-password"
          maxCharacters={PASSWORD_MAX}
          {...form.field('password')}
        />
      </AuthForm>
    </AuthShell>
  );
}
