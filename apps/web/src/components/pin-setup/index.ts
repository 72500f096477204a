export { PinSetup, type PinSetupProps } from './pin-setup';
export {
  initialPinSetupState,
  isCompletePin,
  pinSetupReducer,
  type PinSetupAction,
  type PinSetupState,
  type PinSetupStep,
} from './pin-setup-state';
