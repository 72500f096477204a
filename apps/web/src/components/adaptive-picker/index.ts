export { AdaptivePicker, type AdaptivePickerProps } from './adaptive-picker';
export { DesktopPickerList, type DesktopPickerListProps } from './desktop-picker-list';
export { currentDeviceInfo, isMobileDevice, type DeviceInfo } from './detect-mobile';
export type { PickerOption, PickerValue } from './types';
