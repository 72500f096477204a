import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { StringFields, Validator } from '@/lib/validation';

export type FormRules<V extends StringFields<V>> = { [K in keyof V]?: Validator<V>[] };
export type FormErrors<V> = Partial<Record<keyof V, string>>;

export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * A small form state for string fields: values, first failing rule per field, validation on blur
 * and on submit; a field with an error re-validates as the user types (and so do the other
 * fields showing errors, so "confirm password" clears when "password" changes).
 *
 *   const form = useForm({ username: '', password: '' }, { username: [required(label)] });
 *   <form onSubmit={form.handleSubmit((values) => login.mutate(values))} noValidate>
 *     <TextField label={label} {...form.field('username')} />
 *
 * What only the server can check is said under its field with `refuse(name, message)`.
 */
export function useForm<V extends StringFields<V>>(initial: V, rules: FormRules<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const rulesRef = useRef(rules);
  rulesRef.current = rules;

  const check = useCallback((name: keyof V, all: V): string | undefined => {
    for (const rule of rulesRef.current[name] ?? []) {
      const message = rule(all[name] ?? '', all);
      if (message) return message;
    }
    return undefined;
  }, []);

  const validate = useCallback(
    (all: V): FormErrors<V> => {
      const next: FormErrors<V> = {};
      for (const name of Object.keys(all) as (keyof V)[]) {
        const message = check(name, all);
        if (message) next[name] = message;
      }
      return next;
    },
    [check],
  );

  const valuesRef = useRef(values);
  valuesRef.current = values;

  const setValue = useCallback(
    (name: keyof V, value: string) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      setValues(next);
      setErrors((prevErrors) => {
        const shown = Object.keys(prevErrors) as (keyof V)[];
        if (shown.length === 0) return prevErrors;
        const updated: FormErrors<V> = {};
        for (const field of shown) {
          const message = check(field, next);
          if (message) updated[field] = message;
        }
        return updated;
      });
    },
    [check],
  );

  // What the server refused after a submit (a username taken…), per field: said under it after the
  // field's own check, until that field is edited or the form is sent again (`refuse`).
  const [refusals, setRefusals] = useState<FormErrors<V>>({});

  const field = (name: keyof V & string): FieldBinding => ({
    name,
    value: values[name] ?? '',
    onChange: (value: string) => {
      if (refusals[name] !== undefined)
        setRefusals(({ [name]: _edited, ...others }) => others as FormErrors<V>);
      setValue(name, value);
    },
    onBlur: () => {
      const message = check(name, values);
      setErrors((prev) => {
        if (prev[name] === message) return prev;
        const next = { ...prev };
        if (message) next[name] = message;
        else delete next[name];
        return next;
      });
    },
    error: errors[name] ?? refusals[name],
  });

  /** The server refused `name`: its message under the field, which takes the focus. */
  const refuse = (name: keyof V & string, message: string) => {
    setRefusals({ [name]: message } as FormErrors<V>);
    document.getElementsByName(name)[0]?.focus();
  };

  const handleSubmit = (onValid: (values: V) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    setRefusals({});
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onValid(values);
    else focusFirstInvalid(event?.currentTarget, Object.keys(found));
  };

  return { values, errors, field, refuse, setValue, handleSubmit, validate };
}

/**
 * After a refused submit, the first field in error (in the form's order) takes the focus: on a
 * phone, with the keyboard open, the error may be far above the button that was tapped, and a
 * screen reader user lands on what to fix.
 */
function focusFirstInvalid(form: EventTarget | undefined, names: string[]): void {
  if (!(form instanceof HTMLFormElement)) return;
  const invalid = [...form.elements].find(
    (element): element is HTMLInputElement | HTMLTextAreaElement =>
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
      names.includes(element.name),
  );
  invalid?.focus();
}
