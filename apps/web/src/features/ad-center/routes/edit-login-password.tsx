import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@adc/contract/constants';
import { PasswordField, useForm } from '@/components/form';
import { Page } from '@/components/layout';
import { useSignOut } from '@/hooks/use-sign-out';
import { toastSuccess } from '@/lib/notify';
import { storage } from '@/lib/storage';
import { useUpdateLoginPassword } from '../api/use-account';
import { NoticeForm } from '../components/notice-form';
import { passwordChangeRules, type PasswordChangeValues } from '../lib/login-password';

/**
 * /ad-center/edit-login-password: current, new and confirmation (client checks in
 * ../lib/login-password.ts) → POST /api/update/password → every session ends: clear the stored
 * session and log in again (/login says why and has the username filled in).
 */
export function Component() {
  const { t } = useTranslation();
  const { signOut } = useSignOut();
  const update = useUpdateLoginPassword();
  const labels = {
    old_password: t('ad_center.login_password.old'),
    new_password: t('ad_center.login_password.new'),
    confirm_password: t('ad_center.login_password.confirm'),
  };
  const form = useForm<PasswordChangeValues>(
    { old_password: '', new_password: '', confirm_password: '' },
    passwordChangeRules(labels),
  );

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toastSuccess(t('success.password_change'));
        // Log in again with the new password: /login says so and has the username filled in.
        signOut({
          relogin: true,
          username: storage.getUserInfo()?.username ?? null,
          returnTo: null,
          reason: 'password_changed',
        });
      },
    }),
  );

  return (
    <Page>
      <NoticeForm
        icon={LockOutline}
        intro={t('ad_center.login_password.intro')}
        onSubmit={submit}
        submitLabel={t('ad_center.login_password.submit')}
        pending={update.isPending}
        testId="ad-center-login-password"
      >
        <div data-testid="ad-center-login-password-old">
          <PasswordField
            label={labels.old_password}
            placeholder={t('ad_center.login_password.old_placeholder')}
            autoComplete="current-password"
            maxCharacters={PASSWORD_MAX}
            {...form.field('old_password')}
          />
        </div>
        <div data-testid="ad-center-login-password-new">
          <PasswordField
            label={labels.new_password}
            placeholder={t('ad_center.login_password.new_placeholder', {
              min: PASSWORD_MIN,
              max: PASSWORD_MAX,
            })}
            autoComplete="new-password"
            maxCharacters={PASSWORD_MAX}
            {...form.field('new_password')}
          />
        </div>
        <div data-testid="ad-center-login-password-confirm">
          <PasswordField
            label={labels.confirm_password}
            placeholder={t('ad_center.login_password.confirm_placeholder')}
            autoComplete="new-password"
            maxCharacters={PASSWORD_MAX}
            {...form.field('confirm_password')}
          />
        </div>
      </NoticeForm>
    </Page>
  );
}
