import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { storage } from '@/lib/storage';

/**
 * Ending the session on this device. `signOut` forgets the stored session and every cached query
 * (nothing of this user may show to the next) and goes to /login; `confirmSignOut` asks first, as
 * the header's and the profile's "Log out" do.
 */
export function useSignOut(): { signOut: () => void; confirmSignOut: () => Promise<void> } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = () => {
    storage.clearSession();
    queryClient.clear();
    navigate(PATHS.login, { replace: true });
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
