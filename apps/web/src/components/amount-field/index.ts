export { AmountField, type AmountFieldProps } from './amount-field';
