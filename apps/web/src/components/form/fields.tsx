import { characterCount } from '@adc/domain/text';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearIcon, EyeIcon, EyeOffIcon } from '../icons';
import { useCharacterLimit } from './character-limit';
import type { FieldBinding } from './use-form';
import styles from './fields.module.css';

export interface FormFieldProps {
  label: ReactNode;
  error?: string;
  htmlFor: string;
  children: ReactNode;
  /** Id of the error text, for aria-describedby. */
  errorId: string;
}

/** Label, control and error message, stacked. */
export function FormField({ label, error, htmlFor, children, errorId }: FormFieldProps) {
  return (
    <div className={[styles.field, error ? styles.invalid : ''].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {error && (
        <p className={styles.error} id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The label's look, for a label the page lays out itself (around a box, see FieldBox). */
export const fieldLabelClass = styles.label;

export interface FieldBoxProps {
  children: ReactNode;
  /** Red border (the value cannot be used), without a field error below. */
  invalid?: boolean;
  className?: string;
}

/**
 * The bordered box around a control (input, textarea, number input), highlighted while the focus
 * is inside. Inside a FormField with an error it turns red.
 */
export function FieldBox({ children, invalid, className }: FieldBoxProps) {
  return (
    <span
      className={[styles.box, invalid ? styles.boxInvalid : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </span>
  );
}

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onBlur' | 'id' | 'name' | 'size'
>;

export interface TextFieldProps extends Partial<FieldBinding>, NativeInputProps {
  label: ReactNode;
  /** Show a clear button while the field has a value. */
  clearable?: boolean;
  /** Right-side adornment inside the box (icon button…). */
  suffix?: ReactNode;
  /**
   * The most characters (code points, as the server counts them) the field takes; use it instead
   * of `maxLength`, which counts UTF-16 units (see useCharacterLimit).
   */
  maxCharacters?: number;
  /** Applied to what is typed before `onChange` (e.g. `normalizeCode`), then the cut. */
  normalize?: (value: string) => string;
}

/**
 * A labelled text input bound with `{...form.field('name')}` (see useForm). A plain input styled
 * like antd-mobile's, so the sign-in pages stay light; inside antd-mobile <Form> use its <Input>.
 */
export function TextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  suffix,
  clearable,
  className,
  maxCharacters,
  normalize,
  onCompositionStart,
  onCompositionEnd,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const limit = useCharacterLimit(maxCharacters, onChange, { normalize });
  return (
    <FormField label={label} error={error} htmlFor={id} errorId={errorId}>
      <FieldBox>
        <input
          {...input}
          id={id}
          name={name}
          value={value ?? ''}
          onChange={(event) => limit.onChange(event.target.value)}
          onCompositionStart={(event) => {
            limit.onCompositionStart(event);
            onCompositionStart?.(event);
          }}
          onCompositionEnd={(event) => {
            limit.onCompositionEnd(event);
            onCompositionEnd?.(event);
          }}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={[styles.input, className ?? ''].filter(Boolean).join(' ')}
        />
        {clearable && value ? (
          <button
            type="button"
            className={styles.iconButton}
            onMouseDown={(event) => event.preventDefault()} // keep the focus in the input
            onClick={() => onChange?.('')}
            aria-label={t('common.clear')}
          >
            <ClearIcon />
          </button>
        ) : null}
        {suffix}
      </FieldBox>
    </FormField>
  );
}

export interface TextAreaFieldProps extends Partial<FieldBinding> {
  label: ReactNode;
  placeholder?: string;
  /** The most characters (code points, as the server counts them); shown as "n / max" in the box. */
  maxCharacters: number;
  /** The box's least height in px (it grows with the text, and the user can drag it). */
  minHeight?: number;
  'data-testid'?: string;
  /** data-testid of the "n / max" counter. */
  counterTestId?: string;
}

/**
 * A labelled multi-line text field bound with `{...form.field('name')}`, counting its characters
 * in the corner (red at the limit) and cut at `maxCharacters` as TextField is.
 */
export function TextAreaField({
  label,
  name,
  value = '',
  onChange,
  onBlur,
  error,
  placeholder,
  maxCharacters,
  minHeight = 150,
  'data-testid': testId,
  counterTestId,
}: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const limit = useCharacterLimit<HTMLTextAreaElement>(maxCharacters, onChange);
  const length = characterCount(value);
  return (
    <FormField label={label} error={error} htmlFor={id} errorId={errorId}>
      <FieldBox className={styles.textareaBox}>
        <textarea
          id={id}
          name={name}
          className={styles.textarea}
          style={{ minHeight }}
          placeholder={placeholder}
          value={value}
          onChange={(event) => limit.onChange(event.target.value)}
          onCompositionStart={limit.onCompositionStart}
          onCompositionEnd={limit.onCompositionEnd}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : '', countId].filter(Boolean).join(' ')}
          data-testid={testId}
        />
        <span
          id={countId}
          className={[styles.counter, length >= maxCharacters ? styles.counterFull : '']
            .filter(Boolean)
            .join(' ')}
          data-testid={counterTestId}
        >
          {length} / {maxCharacters}
        </span>
      </FieldBox>
    </FormField>
  );
}

/** TextField for passwords, with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'suffix'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      suffix={
        <button
          type="button"
          className={styles.iconButton}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('auth.hide_password') : t('auth.show_password')}
          aria-pressed={visible}
        >
          {visible ? <EyeIcon /> : <EyeOffIcon />}
        </button>
      }
    />
  );
}
