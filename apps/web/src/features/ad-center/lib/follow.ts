/** Client check of a follow request: an ID is required and must differ from the one followed now. */
export type FollowIdIssue = 'required' | 'same' | null;

export function checkFollowId(
  value: string,
  currentOperatedId: string | null | undefined,
): FollowIdIssue {
  const id = value.trim();
  if (id === '') return 'required';
  if (currentOperatedId && id === currentOperatedId.trim()) return 'same';
  return null;
}
