/**
 * The app's one form mechanism: react-hook-form validating with a zod schema of the contracts
 * (zodResolver). A field's message appears once the field was left or the form submitted, then
 * follows every keystroke (mode onTouched); a failed submit moves the focus to the first invalid
 * field (react-hook-form's shouldFocusError, through the refs the fields forward). Server field
 * errors go under their fields with `setServerErrors`; editing a field retires its message.
 *
 * Messages, in this order: the form's own words for a field (`messages`), a problem the contracts
 * leave to the form (FormProblem), "{label} cannot be empty" for a required field left blank, the
 * contracts' words for a rule (VALIDATION_MESSAGES, as the API says it), then a generic one.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_MIN_LENGTH,
  formatValidationMessage,
  type FormProblem,
  type Language,
  type ValidationIssue,
} from '@sapar/contracts';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  get,
  useForm,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { useLanguage } from './use-language';

/** A zod issue as the resolver's error map sees it: not yet finalised, so it still has its input. */
export interface FormIssue {
  code: string;
  path?: PropertyKey[] | undefined;
  input?: unknown;
  params?: ({ issue?: ValidationIssue; problem?: FormProblem } & Record<string, unknown>) | undefined;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string | undefined;
}

/** A form's own words for a field: always the same text, or chosen by the issue (undefined: the usual words). */
export type FieldMessage = string | ((issue: FormIssue) => string | undefined);

export interface FormWording {
  language: Language;
  t: TFunction;
  /** The fields' labels by name (`email`) or path (`contact.email`), for "{label} cannot be empty". */
  labels?: Readonly<Record<string, string>> | undefined;
  messages?: Readonly<Record<string, FieldMessage>> | undefined;
}

const PROBLEM_TEXTS: Record<FormProblem, [key: string, params?: Record<string, unknown>]> = {
  password_too_short: ['validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH }],
  password_all_digits: ['validation.passwordAllDigits'],
  password_like_email: ['validation.passwordSameAsEmail'],
  password_mismatch: ['validation.passwordsDontMatch'],
  password_same_as_old: ['validation.passwordSameAsOld'],
  date_in_past: ['content.form.dateInPast'],
  rail_out_of_season: ['content.rail.outOfSeason'],
};

/** The field was left blank (only spaces count as blank). */
export function isBlankIssue(issue: FormIssue): boolean {
  const { input } = issue;
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

/** The words for one failed check of a field, in the current language. */
export function describeFormIssue(issue: FormIssue, { language, t, labels = {}, messages = {} }: FormWording): string {
  const path = (issue.path ?? []).map(String);
  const name = path.join('.');
  // `passengers.0.birth_date` is labelled like `birth_date`.
  const leaf = path.filter((part) => !/^\d+$/.test(part)).at(-1) ?? '';
  const own = messages[name] ?? messages[leaf];
  const ownText = typeof own === 'function' ? own(issue) : own;
  if (ownText) return ownText;

  const problem = issue.params?.problem;
  if (problem) {
    const [key, params] = PROBLEM_TEXTS[problem];
    return t(key, params);
  }
  const label = labels[name] ?? labels[leaf] ?? leaf;
  if (isBlankIssue(issue)) return formatValidationMessage(language, { code: 'required', params: { label } });
  const rule = issue.params?.issue;
  if (rule)
    return formatValidationMessage(language, rule.code === 'required' ? { code: 'required', params: { label } } : rule);
  if (issue.code === 'too_big' && issue.origin === 'string')
    return t('validation.tooLong', { max: Number(issue.maximum) });
  return t('validation.invalid');
}

/** What a text field takes from its form: react-hook-form's registration and the message to show. */
export type FormFieldProps = UseFormRegisterReturn & { error: string | undefined };

/** Every field path of a form's values, in their order (arrays of objects by index; other arrays are one field). */
function fieldPaths(values: unknown, prefix = ''): string[] {
  const isNested = (value: unknown) =>
    value !== null &&
    typeof value === 'object' &&
    !(Array.isArray(value) && value.every((item) => typeof item !== 'object'));
  if (!isNested(values)) return prefix ? [prefix] : [];
  return Object.entries(values as Record<string, unknown>).flatMap(([key, value]) =>
    fieldPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

export interface ZodFormOptions<Schema extends z.ZodType<FieldValues, FieldValues>> extends Omit<
  UseFormProps<z.input<Schema>, unknown, z.output<Schema>>,
  'resolver'
> {
  schema: Schema;
  labels?: FormWording['labels'];
  messages?: FormWording['messages'];
  /**
   * Fields whose rules read another field (the birth date by the passenger type, the repeat by the
   * password): checked again when that field changes, once they show messages (left, or submitted).
   */
  dependencies?: Partial<Record<FieldPath<z.input<Schema>>, FieldPath<z.input<Schema>>[]>>;
}

/** A react-hook-form form with the field binding and the server errors of this app. */
export type ZodForm<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output> & {
  /** A text field's props: its registration (name, ref, onChange, onBlur) and its message. */
  field: (name: FieldPath<Values>, registerOptions?: RegisterOptions<Values, FieldPath<Values>>) => FormFieldProps;
  /**
   * The server's per-field messages (`{field: message}`, nested names as the API sends them:
   * `passengers.0.birth_date`) under this form's fields; answers whether any belonged here.
   */
  setServerErrors: (fieldErrors: Readonly<Record<string, string>>, options?: { shouldFocus?: boolean }) => boolean;
};

export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  labels,
  messages,
  dependencies,
  ...options
}: ZodFormOptions<Schema>): ZodForm<z.input<Schema>, z.output<Schema>> {
  type Values = z.input<Schema>;
  const language = useLanguage();
  const { t } = useTranslation();
  // Rebuilt every render: react-hook-form reads the latest options, so the words follow the language.
  const resolver = zodResolver(schema, {
    error: (issue) => describeFormIssue(issue as FormIssue, { language, t, labels, messages }),
  }) as unknown as Resolver<Values, unknown, z.output<Schema>>;
  const form = useForm<Values, unknown, z.output<Schema>>({
    mode: 'onTouched',
    shouldFocusError: true,
    ...options,
    resolver,
  });
  // Every field is registered in the order of the values — the order the form shows them — before the
  // fields register themselves (a select registers while rendering, after its form): a failed submit
  // focuses the first invalid field in that order.
  for (const name of fieldPaths(form.formState.defaultValues)) form.register(name as FieldPath<Values>);

  const dependentsRef = useRef(dependencies);
  dependentsRef.current = dependencies;
  const isSubmittedRef = useRef(false);
  isSubmittedRef.current = form.formState.isSubmitted;
  const { watch, getFieldState, trigger } = form;
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      const dependents = name ? dependentsRef.current?.[name as FieldPath<Values>] : undefined;
      const shown = (dependents ?? []).filter(
        (dependent) => isSubmittedRef.current || getFieldState(dependent).isTouched,
      );
      if (shown.length > 0) void trigger(shown);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, trigger]);

  const field = (
    name: FieldPath<Values>,
    registerOptions?: RegisterOptions<Values, FieldPath<Values>>,
  ): FormFieldProps => ({
    ...form.register(name, registerOptions),
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
  });

  const setServerErrors = (fieldErrors: Readonly<Record<string, string>>, { shouldFocus = false } = {}): boolean => {
    const names = fieldPaths(form.formState.defaultValues).filter((name) => fieldErrors[name]);
    names.forEach((name, index) =>
      form.setError(
        name as FieldPath<Values>,
        { type: 'server', message: fieldErrors[name] },
        { shouldFocus: shouldFocus && index === 0 },
      ),
    );
    return names.length > 0;
  };

  return { ...form, field, setServerErrors };
}
