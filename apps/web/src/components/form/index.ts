export {
  FormField,
  PasswordField,
  TextField,
  type FormFieldProps,
  type TextFieldProps,
} from './fields';
export { useForm, type FieldBinding, type FormErrors, type FormRules } from './use-form';
