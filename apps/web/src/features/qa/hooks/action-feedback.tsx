import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type FeedbackTone = 'success' | 'error';

export interface Feedback {
  tone: FeedbackTone;
  text: string;
  /** Increases with every message, so the same text twice still re-announces. */
  serial: number;
}

interface FeedbackApi {
  current: Feedback | null;
  show: (tone: FeedbackTone, text: string) => void;
  dismiss: () => void;
}

const FeedbackContext = createContext<FeedbackApi | null>(null);

/** Holds the console's last action outcome (one line at the top, see ActionFeedback). */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Feedback | null>(null);
  const show = useCallback((tone: FeedbackTone, text: string) => {
    setCurrent((previous) => ({ tone, text, serial: (previous?.serial ?? 0) + 1 }));
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => ({ current, show, dismiss }), [current, show, dismiss]);
  return <FeedbackContext.Provider value={value}>{children}</FeedbackContext.Provider>;
}

export function useActionFeedback(): FeedbackApi {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error('useActionFeedback outside FeedbackProvider');
  return value;
}
