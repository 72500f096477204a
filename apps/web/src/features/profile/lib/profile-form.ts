import type { UserInfo } from '@adc/contract';

export interface ProfileFormValues {
  nickname: string;
  email: string;
  phone: string;
}

export function profileValues(
  user: Pick<UserInfo, 'nickname' | 'email' | 'phone'>,
): ProfileFormValues {
  return { nickname: user.nickname ?? '', email: user.email ?? '', phone: user.phone ?? '' };
}

/** Only the fields that changed (trimmed), for POST /api/user/info/edit. Empty when nothing did. */
export function changedFields(
  values: ProfileFormValues,
  initial: ProfileFormValues,
): Partial<ProfileFormValues> {
  const changes: Partial<ProfileFormValues> = {};
  for (const key of Object.keys(values) as (keyof ProfileFormValues)[]) {
    const next = values[key].trim();
    if (next !== initial[key].trim()) changes[key] = next;
  }
  return changes;
}
