/**
 * A labelled field for a whole number or an amount, registered with react-hook-form. The text typed is read as a
 * number (`asNumber`), an empty field as absent — so the schema's "cannot be empty" speaks, never a NaN — or as
 * `null` where empty means "none" (`asNumberOrNull`). A form leaves a new number's default undefined: no empty
 * string dressed up as a number.
 */
import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './form-field';

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined;

/** Register options of a number field whose empty value is absent. */
export const asNumber = { setValueAs: (value: unknown) => (isEmpty(value) ? undefined : Number(value)) };
/** Register options of a number field whose empty value means "none". */
export const asNumberOrNull = { setValueAs: (value: unknown) => (isEmpty(value) ? null : Number(value)) };

export const NumberField = forwardRef<HTMLInputElement, TextFieldProps>(function NumberField(
  { inputMode = 'numeric', ...props },
  ref,
) {
  return <TextField ref={ref} inputMode={inputMode} {...props} />;
});
