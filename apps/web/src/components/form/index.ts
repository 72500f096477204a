export {
  FieldBox,
  fieldLabelClass,
  FormField,
  PasswordField,
  TextField,
  type FieldBoxProps,
  type FormFieldProps,
  type TextFieldProps,
} from './fields';
export { useForm, type FieldBinding, type FormErrors, type FormRules } from './use-form';
