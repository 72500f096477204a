import { describe, expect, it } from 'vitest';
import { changedFields, profileValues } from './profile-form';

describe('changedFields', () => {
  const initial = profileValues({
    nickname: 'Demo',
    email: 'demo@example.com',
    phone: '+8613800000000',
  });

  it('is empty when nothing changed (whitespace included)', () => {
    expect(changedFields({ ...initial, nickname: ' Demo ' }, initial)).toEqual({});
  });

  it('keeps only the changed fields, trimmed', () => {
    expect(
      changedFields({ ...initial, nickname: ' New name ', phone: '+8613900000000' }, initial),
    ).toEqual({
      nickname: 'New name',
      phone: '+8613900000000',
    });
  });
});
