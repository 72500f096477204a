export { NumberInput, clampNumber, sanitizeNumber, type NumberInputProps } from './number-input';
