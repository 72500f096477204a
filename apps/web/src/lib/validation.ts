/**
 * Field validators with catalogue messages, for `useForm` (src/components/form). A validator gets
 * the field's value and all values, and returns an error message or null.
 *
 *   useForm(initial, {
 *     email: [required(t('auth.email')), schemaRule(RegisterBody.shape.email, t('auth.email'))],
 *     confirm_password: [required(label), sameAs('password')],
 *   })
 */
import type { ZodIssue, ZodTypeAny } from 'zod';
import { RULE_MESSAGE_PARAMS } from '@adc/contract/constants';
import { i18n, type TranslationKey } from './i18n';

export type Validator<V> = (value: string, values: V) => string | null;

/** A form's values: every field a string. */
export type StringFields<V> = { [K in keyof V]: string };

/** "{{field}} is required" (blank counts as empty). */
export function required<V>(label: string): Validator<V> {
  return (value) => (value.trim() === '' ? i18n.t('validation.required', { field: label }) : null);
}

/**
 * The message for a zod issue of a contract schema: the contract names catalogue keys in its
 * messages (e.g. 'validation.email'); other issues map to the generic validation messages.
 */
export function issueMessage(issue: ZodIssue, label: string): string {
  if (issue.message.includes('.') && i18n.exists(issue.message)) {
    // A rule's message names its limits ("Password must be 6-64 characters"), as the server's does.
    const rule = RULE_MESSAGE_PARAMS[issue.message];
    return i18n.t(issue.message as TranslationKey, { field: label, ...rule });
  }
  if (issue.code === 'too_small') {
    return Number(issue.minimum) <= 1
      ? i18n.t('validation.required', { field: label })
      : i18n.t('validation.too_short', { field: label, min: String(issue.minimum) });
  }
  if (issue.code === 'too_big')
    return i18n.t('validation.too_long', { field: label, max: String(issue.maximum) });
  return i18n.t('validation.invalid', { field: label });
}

/** Validates with a contract zod schema, so the client accepts exactly what the server does. */
export function schemaRule<V>(schema: ZodTypeAny, label: string): Validator<V> {
  return (value) => {
    const result = schema.safeParse(value);
    if (result.success) return null;
    const issue = result.error.issues[0];
    return issue ? issueMessage(issue, label) : i18n.t('validation.invalid', { field: label });
  };
}

/** Must equal another field (confirm password): "The two passwords do not match". */
export function sameAs<V extends StringFields<V>>(other: keyof V): Validator<V> {
  return (value, values) => (value !== values[other] ? i18n.t('error.passwords_mismatch') : null);
}
