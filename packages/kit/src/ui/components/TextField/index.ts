export { TextArea, TextInput } from './TextField';
export type { TextAreaProps, TextInputProps } from './TextField';
