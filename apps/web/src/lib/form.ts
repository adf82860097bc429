// The one way to build a form (docs/architecture.md): @mantine/form, validated in the browser by the same zod
// schema the API validates with, and the server's per-field answers shown on the same fields.
import { type FormErrors, schemaResolver, type UseFormInput, useForm } from '@mantine/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from './api';
import { translateErrors } from './error-message';

export interface SchemaFormOptions<Values> extends Omit<UseFormInput<Values>, 'mode'> {
  /**
   * After a submit that failed the checks, check the whole form again on every change, so the message follows the
   * typing (the next rule to meet, or the other field once this one is right). Off again after a valid submit.
   */
  recheckAfterFailedSubmit?: boolean;
}

/**
 * A controlled @mantine/form checked against `schema` on submit (messages come from the schema, so they are the
 * spec's). `validate` replaces the schema where a screen's rule is not a schema (the sign-in order, D12).
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: z.ZodType | null,
  { recheckAfterFailedSubmit = false, ...options }: SchemaFormOptions<Values>,
) {
  // Its messages are shown translated (lib/error-message.ts): the form waits for their catalogue (Suspense).
  useTranslation('messages');
  // A ref, not state: a change made right after a valid submit (clearing the fields) must not be checked.
  const failedSubmit = useRef(false);
  const form = useForm<Values>({
    mode: 'controlled',
    ...options,
    // Messages from the schema (or a screen's own rules) are the spec's English: shown in the user's language.
    validate: validatorOf(schema, options.validate),
    onValuesChange: (values, previous) => {
      options.onValuesChange?.(values, previous);
      if (failedSubmit.current) form.validate();
    },
  });
  if (!recheckAfterFailedSubmit) return form;

  const onSubmit: typeof form.onSubmit = (handleSubmit, handleValidationFailure) =>
    form.onSubmit(
      (values, event) => {
        failedSubmit.current = false;
        return handleSubmit(values, event);
      },
      (errors, values, event) => {
        failedSubmit.current = true;
        handleValidationFailure?.(errors, values, event);
      },
    );
  return { ...form, onSubmit };
}

/**
 * Puts a failed request's field messages (`ApiError.fields`, keyed by the request's field names) on the form's
 * fields. Returns true when at least one landed on a field, so the caller can skip repeating it in a banner.
 */
export function showServerErrors(form: { setErrors: (errors: FormErrors) => void }, error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  form.setErrors(translateErrors(error.fields));
  return true;
}

function validatorOf<Values>(schema: z.ZodType | null, validate: UseFormInput<Values>['validate']) {
  const check = schema ? schemaResolver(schema, { sync: true }) : validate;
  if (typeof check !== 'function') return check;
  return (values: Values) => translateErrors(check(values) as FormErrors);
}
