export {
  FieldBox,
  fieldLabelClass,
  FormField,
  PasswordField,
  TextAreaField,
  TextField,
  type FieldBoxProps,
  type FormFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './fields';
export {
  useCharacterLimit,
  type CharacterLimitOptions,
  type CharacterLimitProps,
} from './character-limit';
export { useForm, type FieldBinding, type FormErrors, type FormRules } from './use-form';
// ContactField (email / phone) is imported from './contact-fields' itself: outside this barrel, the
// sign-in chunk that loads the barrel does not carry it.
