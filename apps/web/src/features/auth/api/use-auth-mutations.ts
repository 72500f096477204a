import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Session } from '@adc/contract';
import { PATHS } from '@/config/paths';
import { api, type ApiBody } from '@/lib/api';
import type { ReloginState } from '@/lib/api-shared';
import { toastSuccess } from '@/lib/notify';
import { settleSessionLanguage } from '@/lib/session-language';
import { storage } from '@/lib/storage';

type SuccessKey = 'success.login' | 'success.register' | 'success.open_account';

/**
 * Where a fresh session starts: back where a forced re-login interrupted the same user, else the
 * ad center. Only an in-app path is taken (`//host` would leave the app).
 */
export function landingPath(session: Session, relogin?: ReloginState | null): string {
  const back = relogin?.returnTo;
  const sameUser = relogin?.username === session.user_info.username;
  const inApp = typeof back === 'string' && back.startsWith('/') && !back.startsWith('//');
  return sameUser && inApp ? back : PATHS.adCenter;
}

/**
 * Stores a fresh session (fb_token, fb_userInfo), settles its language (the account's, or the one
 * picked on this device, saved to the account: lib/session-language.ts), toasts in it, and enters
 * the app (`landingPath`). The mutation stays pending meanwhile, so the form's button stays busy.
 */
function useStartSession(successKey: SuccessKey, relogin?: ReloginState | null) {
  const { i18n } = useTranslation(); // its `t` at call time: the settled language
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (session: Session) => {
    queryClient.clear(); // nothing of a previous user may survive
    storage.setSession(session.token, session.user_info);
    await settleSessionLanguage(queryClient, session.user_info);
    toastSuccess(i18n.t(successKey));
    navigate(landingPath(session, relogin), { replace: true });
  };
}

export type LoginInput = ApiBody<'auth', 'loginV2'>;

/**
 * POST /api/auth/v2/login. Errors were toasted (or shown as dialogs) by the API layer. After a
 * forced re-login (`relogin`), the same user goes back to the page they were on.
 */
export function useLogin(relogin?: ReloginState | null) {
  const onSuccess = useStartSession('success.login', relogin);
  return useMutation({
    mutationFn: (body: LoginInput) => api.auth.loginV2({ body }),
    onSuccess,
  });
}

export type RegisterInput = ApiBody<'auth', 'registerV2'>;

/** POST /api/auth/v2/register. */
export function useRegister() {
  const onSuccess = useStartSession('success.register');
  return useMutation({
    mutationFn: (body: RegisterInput) => api.auth.registerV2({ body }),
    onSuccess,
  });
}

/** POST /api/opening_store: opens the account provisioned for an authorization code. */
export function useOpenAccount() {
  const onSuccess = useStartSession('success.open_account');
  return useMutation({
    mutationFn: (code: string) => api.auth.openingStore({ body: { code } }),
    onSuccess,
  });
}
