import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError, isHttpError } from '@/lib/api';
import { QaKeyRejectedError, QaSurfaceOffError } from '../api/qa-client';
import { useActionFeedback } from './action-feedback';

/** The text of a failed QA call: the envelope's msg when there is one. */
export function useQaErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (isApiError(error) && error.msg) return error.msg;
    if (error instanceof QaKeyRejectedError) return error.msg || t('qa.key_rejected');
    if (error instanceof QaSurfaceOffError) return t('qa.off_title');
    if (isHttpError(error)) {
      const body = error.body as { msg?: unknown } | null;
      return typeof body?.msg === 'string' && body.msg ? body.msg : `HTTP ${error.status}`;
    }
    return t('qa.network_failed');
  };
}

export interface QaActionOptions<R> {
  /** What the success line says (default: the server's msg is not available, so "Done"). */
  describe?: (result: R) => string;
  /** Queries to refresh after success. */
  invalidates?: readonly QueryKey[];
  onSuccess?: (result: R) => void;
}

/**
 * A QA call run from a button or a form: shows "Done: …" or "Failed: <envelope msg>" in the
 * console's feedback line, and refreshes what it changed.
 */
export function useQaAction<V, R>(
  run: (variables: V) => Promise<R>,
  options: QaActionOptions<R> = {},
) {
  const queryClient = useQueryClient();
  const feedback = useActionFeedback();
  const errorText = useQaErrorText();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      feedback.show('success', t('qa.done', { msg: options.describe?.(result) ?? 'OK' }));
      options.onSuccess?.(result);
      await Promise.all(
        (options.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => feedback.show('error', t('qa.failed', { msg: errorText(error) })),
  });
}
