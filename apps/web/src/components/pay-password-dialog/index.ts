export { PayPasswordDialog, type PayPasswordDialogProps } from './pay-password-dialog';
export { PinInput, sanitizePin, type PinInputProps } from './pin-input';
