import type { ApiEffects } from '@/lib/api-shared';
import { changeLanguage } from '@/lib/i18n';
import { toastFail } from '@/lib/notify';
import type { AppRouter } from './router';

/**
 * The API layer's side effects in the browser: router navigation, toasts, antd-mobile Dialog
 * (loaded on first use). Several calls failing with 402/403/404 at once show one dialog.
 */
export function createBrowserEffects(router: AppRouter): ApiEffects {
  let accountDialogOpen = false;
  return {
    location: () => router.state.location,
    navigate: (to, options) => void router.navigate(to, options),
    // Everything the API layer toasts is a failure (a refusal, a lost connection): said as one.
    toast: toastFail,
    accountDialog: ({ message, contactLabel, closeLabel, onContact }) => {
      if (accountDialogOpen) return;
      accountDialogOpen = true;
      import('@/lib/dialogs')
        .then(({ actionDialog }) =>
          actionDialog({
            content: message,
            closeLabel,
            actionLabel: contactLabel,
            onAction: onContact,
            afterClose: () => {
              accountDialogOpen = false;
            },
          }),
        )
        .catch((error: unknown) => {
          accountDialogOpen = false;
          toastFail(message);
          console.error(error);
        });
    },
    changeLanguage: (lang) => changeLanguage(lang),
    logError: (...args) => console.error(...args),
  };
}
