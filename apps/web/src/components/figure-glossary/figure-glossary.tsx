import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { InfoSheet } from '@/components/info-sheet';
import styles from './figure-glossary.module.css';

/** One figure and what it means, as its screen labels it. */
export interface FigureDefinition {
  key: string;
  label: string;
  help: string;
}

export interface FigureGlossaryProps {
  /** The figures, in the order the screen shows them. */
  definitions: readonly FigureDefinition[];
  /** Text of the button that opens the sheet ("What these figures mean"). */
  triggerLabel: string;
  title: string;
  /** A sentence above the definitions (optional). */
  intro?: string;
  /** A paragraph under the definitions (optional): how they relate to figures elsewhere. */
  note?: string;
  closeLabel: string;
  testId: string;
}

/**
 * A "what these figures mean" link under a block of money figures, opening a bottom sheet with
 * the definition of each figure. The screens that show the same figures (the home overview, the
 * plan detail) pass the same definitions, so a figure means one thing everywhere.
 */
export function FigureGlossary({
  definitions,
  triggerLabel,
  title,
  intro,
  note,
  closeLabel,
  testId,
}: FigureGlossaryProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid={`${testId}-open`}
      >
        <QuestionCircleOutline aria-hidden="true" />
        <span>{triggerLabel}</span>
      </button>
      <InfoSheet
        visible={open}
        onClose={() => setOpen(false)}
        title={title}
        intro={intro}
        closeLabel={closeLabel}
        testId={testId}
      >
        <dl className={styles.list}>
          {definitions.map((definition) => (
            <div key={definition.key} data-testid={`${testId}-${definition.key}`}>
              <dt>{definition.label}</dt>
              <dd>{definition.help}</dd>
            </div>
          ))}
        </dl>
        {note && (
          <p className={styles.note} data-testid={`${testId}-note`}>
            {note}
          </p>
        )}
      </InfoSheet>
    </>
  );
}
