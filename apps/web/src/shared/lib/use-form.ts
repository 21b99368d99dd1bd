/**
 * A small controlled-form helper (the app has no form library): values, client errors computed
 * from the values on every render, server errors per field, and when to show them — a field's
 * error appears once it was left or the form was submitted, then follows every keystroke.
 */
import { useCallback, useMemo, useState, type ChangeEvent } from 'react';

export type FormValues = Record<string, string>;
export type FieldErrors<Values extends FormValues> = Partial<Record<keyof Values, string>>;

export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

export function useForm<Values extends FormValues>(
  initialValues: Values,
  validate: (values: Values) => FieldErrors<Values>,
) {
  const [values, setValues] = useState<Values>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrorsState] = useState<FieldErrors<Values>>({});

  const clientErrors = useMemo(() => validate(values), [validate, values]);

  const errors = useMemo(() => {
    const visible: FieldErrors<Values> = {};
    for (const name of Object.keys(values) as (keyof Values)[]) {
      const server = serverErrors[name];
      const client = touched[name] || isSubmitted ? clientErrors[name] : undefined;
      const message = server ?? client;
      if (message) visible[name] = message;
    }
    return visible;
  }, [values, serverErrors, clientErrors, touched, isSubmitted]);

  const setValue = useCallback(<Name extends keyof Values>(name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A server message is about the value that was sent; editing the field retires it.
    setServerErrorsState((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const touch = useCallback((name: keyof Values) => {
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
  }, []);

  const field = (name: keyof Values & string): FieldBinding => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (event) => setValue(name, event.target.value as Values[typeof name]),
    onBlur: () => touch(name),
  });

  /** Marks the form submitted and tells whether the client checks pass. */
  const validateForSubmit = (): boolean => {
    setIsSubmitted(true);
    return Object.values(clientErrors).every((message) => !message);
  };

  /** Server field errors for fields of this form; answers whether any was taken. */
  const setServerErrors = useCallback(
    (fieldErrors: Record<string, string>) => {
      const taken: FieldErrors<Values> = {};
      for (const [name, message] of Object.entries(fieldErrors)) {
        if (name in initialValues) taken[name as keyof Values] = message;
      }
      setServerErrorsState(taken);
      return Object.keys(taken).length > 0;
    },
    // The field names never change for one form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const reset = useCallback((next: Values) => {
    setValues(next);
    setTouched({});
    setIsSubmitted(false);
    setServerErrorsState({});
  }, []);

  const firstErrorField = (Object.keys(values) as (keyof Values & string)[]).find(
    (name) => serverErrors[name] ?? clientErrors[name],
  );

  return { values, errors, clientErrors, field, setValue, touch, validateForSubmit, setServerErrors, reset, firstErrorField, isSubmitted };
}
