import type { ReactNode } from 'react';

export type PickerValue = string | number;

export interface PickerOption<V extends PickerValue = string> {
  label: ReactNode;
  value: V;
}
