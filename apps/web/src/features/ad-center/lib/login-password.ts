/**
 * Client checks of the login-password change (spec section 5): every field required, the new
 * password PASSWORD_MIN–PASSWORD_MAX characters (code points, as the server counts them) and
 * different from the old one, the confirmation equal to the new one. The server still checks that
 * the old password is correct.
 */
import { PASSWORD_MAX, PASSWORD_MIN, RULE_MESSAGE_PARAMS } from '@adc/contract/constants';
import { characterCount } from '@adc/domain/text';
import type { FormRules } from '@/components/form';
import { i18n } from '@/lib/i18n';

export interface PasswordChangeValues {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

export type PasswordChangeIssue = 'required' | 'length' | 'same_as_old' | 'mismatch';

/** The first problem of each field (pure). */
export function checkPasswordChange(
  values: PasswordChangeValues,
): Partial<Record<keyof PasswordChangeValues, PasswordChangeIssue>> {
  const issues: Partial<Record<keyof PasswordChangeValues, PasswordChangeIssue>> = {};
  if (values.old_password === '') issues.old_password = 'required';

  if (values.new_password === '') issues.new_password = 'required';
  else if (
    characterCount(values.new_password) < PASSWORD_MIN ||
    characterCount(values.new_password) > PASSWORD_MAX
  )
    issues.new_password = 'length';
  else if (values.old_password !== '' && values.new_password === values.old_password)
    issues.new_password = 'same_as_old';

  if (values.confirm_password === '') issues.confirm_password = 'required';
  else if (values.confirm_password !== values.new_password) issues.confirm_password = 'mismatch';
  return issues;
}

/** The catalogue message of an issue; `label` names the field in "{{field}} is required". */
export function passwordIssueMessage(issue: PasswordChangeIssue, label: string): string {
  switch (issue) {
    case 'required':
      return i18n.t('validation.required', { field: label });
    case 'length':
      return i18n.t('validation.password', RULE_MESSAGE_PARAMS['validation.password']);
    case 'same_as_old':
      return i18n.t('error.new_password_same');
    case 'mismatch':
      return i18n.t('error.passwords_mismatch');
  }
}

/** useForm rules built on `checkPasswordChange`, with the fields' translated labels. */
export function passwordChangeRules(
  labels: Record<keyof PasswordChangeValues, string>,
): FormRules<PasswordChangeValues> {
  const rule =
    (field: keyof PasswordChangeValues) => (_value: string, values: PasswordChangeValues) => {
      const issue = checkPasswordChange(values)[field];
      return issue ? passwordIssueMessage(issue, labels[field]) : null;
    };
  return {
    old_password: [rule('old_password')],
    new_password: [rule('new_password')],
    confirm_password: [rule('confirm_password')],
  };
}
