import { Button, Popup } from 'antd-mobile';
import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
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
  closeLabel,
  testId,
}: FigureGlossaryProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid={`${testId}-open`}
      >
        <QuestionCircleOutline aria-hidden="true" />
        <span>{triggerLabel}</span>
      </button>
      <Popup
        visible={open}
        onMaskClick={close}
        onClose={close}
        bodyClassName={styles.body}
        destroyOnClose
      >
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
          <div className={styles.grabber} aria-hidden="true" />
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
          <dl className={styles.list}>
            {definitions.map((definition) => (
              <div key={definition.key} data-testid={`${testId}-${definition.key}`}>
                <dt>{definition.label}</dt>
                <dd>{definition.help}</dd>
              </div>
            ))}
          </dl>
          <Button block color="primary" shape="rounded" size="large" onClick={close}>
            {closeLabel}
          </Button>
        </div>
      </Popup>
    </>
  );
}
