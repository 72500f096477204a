import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './qa.module.css';

interface LabelledProps {
  label: ReactNode;
  help?: ReactNode;
  className?: string;
}

/** A labelled text or number input of the console. */
export function QaInput({
  label,
  help,
  className,
  ...input
}: LabelledProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.input} {...input} />
      {help && <p className={styles.help}>{help}</p>}
    </div>
  );
}

/** A labelled select of the console. */
export function QaSelect({
  label,
  className,
  options,
  ...select
}: LabelledProps &
  SelectHTMLAttributes<HTMLSelectElement> & { options: { value: string; label: string }[] }) {
  const id = useId();
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={styles.input} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A card of the console with a heading. */
export function QaCard({
  title,
  children,
  testId,
}: {
  title?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={title ? id : undefined} data-testid={testId}>
      {title && (
        <h2 id={id} className={styles.cardTitle}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
