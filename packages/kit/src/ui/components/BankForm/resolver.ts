import * as v from 'valibot';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * react-hook-form's resolver for a valibot schema: the first message of each field, as `@hookform/resolvers`'
 * valibot resolver gives it. Our own, in a dozen lines, because that package needs react-hook-form installed in
 * every host, while the kit's promise is that only a host using BankForm needs it (issue 71).
 */
export function valibotResolver<T extends FieldValues>(schema: v.GenericSchema<T, T>): Resolver<T> {
  return (values) => {
    const result = v.safeParse(schema, values, { abortPipeEarly: true });
    if (result.success) return { values: result.output, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.issues) {
      const name = v.getDotPath(issue);
      if (name && !errors[name]) errors[name] = { type: issue.type, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
