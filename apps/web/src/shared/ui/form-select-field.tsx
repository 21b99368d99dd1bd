/**
 * A SelectField bound to a react-hook-form field. Controlled (useController), so a value set before
 * its options arrive — the reference lists load from the API — still shows once they do; the ref
 * goes to the select, so a failed submit can focus it.
 */
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from './form-field';

export type FormSelectFieldProps<Values extends FieldValues, Output> = Omit<
  SelectFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
};

export function FormSelectField<Values extends FieldValues, Output>({
  control,
  name,
  ...props
}: FormSelectFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField
      {...props}
      ref={field.ref}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
