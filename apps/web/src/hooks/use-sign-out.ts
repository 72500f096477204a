import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import type { ReloginState } from '@/lib/api-shared';
import { storage } from '@/lib/storage';

/**
 * Ending the session on this device. `signOut` forgets the stored session and every cached query
 * (nothing of this user may show to the next) and goes to /login, with `relogin` when the user is
 * to sign in again (the username pre-filled, the reason said); `confirmSignOut` asks first, as the
 * header's and the profile's "Log out" do.
 */
export function useSignOut(): {
  signOut: (relogin?: ReloginState) => void;
  confirmSignOut: () => Promise<void>;
} {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = (relogin?: ReloginState) => {
    storage.clearSession();
    queryClient.clear();
    navigate(PATHS.login, { replace: true, state: relogin });
  };

  const confirmSignOut = async () => {
    const { confirmDialog } = await import('@/lib/dialogs');
    const confirmed = await confirmDialog({
      content: t('header.logout_confirm'),
      confirmText: t('header.logout'),
      cancelText: t('common.cancel'),
      danger: true,
    });
    if (confirmed) signOut();
  };

  return { signOut, confirmSignOut };
}
