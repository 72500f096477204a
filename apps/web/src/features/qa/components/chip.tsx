import type { HTMLAttributes } from 'react';
import styles from './qa.module.css';

export type ChipTone = 'ok' | 'bad' | 'warn' | 'neutral';

const TONES: Record<ChipTone, string | undefined> = {
  ok: styles.chipOk,
  bad: styles.chipBad,
  warn: styles.chipWarn,
  neutral: styles.chipNeutral,
};

/** A short status label (account state, live/paused, awaiting replies). */
export function Chip({
  tone,
  className,
  ...rest
}: { tone: ChipTone } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={[styles.chip, TONES[tone], className ?? ''].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
