// The one way to build a form (docs/architecture.md): @mantine/form, validated in the browser by the same zod
// schema the API validates with, and the server's per-field answers shown on the same fields.
import { type FormErrors, schemaResolver, type UseFormInput, useForm } from '@mantine/form';
import type { z } from 'zod';
import { ApiError } from './api';

/**
 * A controlled @mantine/form checked against `schema` on submit (messages come from the schema, so they are the
 * spec's). `validate` replaces the schema where a screen's rule is not a schema (the sign-in order, D12).
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: z.ZodType | null,
  options: Omit<UseFormInput<Values>, 'mode'>,
) {
  return useForm<Values>({
    mode: 'controlled',
    ...(schema ? { validate: schemaResolver(schema, { sync: true }) } : {}),
    ...options,
  });
}

/**
 * Puts a failed request's field messages (`ApiError.fields`, keyed by the request's field names) on the form's
 * fields. Returns true when at least one landed on a field, so the caller can skip repeating it in a banner.
 */
export function showServerErrors(form: { setErrors: (errors: FormErrors) => void }, error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  form.setErrors(error.fields);
  return true;
}
