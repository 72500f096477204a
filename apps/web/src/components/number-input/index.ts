export {
  NumberInput,
  amountMarks,
  clampNumber,
  readAmount,
  sanitizeNumber,
  type AmountMarks,
  type AmountText,
  type AmountTextProblem,
  type NumberInputProps,
} from './number-input';
