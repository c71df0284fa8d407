import * as v from 'valibot';
import { InvalidEnvError } from './InvalidEnvError';

/** Environment variables by name, as `process.env` holds them. */
export type EnvValues = Readonly<Record<string, string | undefined>>;

/**
 * Parses `env` with a valibot object `schema` whose keys are variable names.
 *
 * @returns the schema's typed output.
 * @throws {InvalidEnvError} naming the variable of the first issue found,
 *   with the schema's message for it.
 */
export function parseEnv<TSchema extends v.GenericSchema<EnvValues, unknown>>(schema: TSchema, env: EnvValues): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, env, { abortEarly: true });
  if (result.success) return result.output;
  const [issue] = result.issues;
  throw new InvalidEnvError(String(issue.path?.[0]?.key ?? 'environment'), issue.message);
}

/** `value` split at commas, each entry trimmed (an empty entry stays, as `''`). */
export const commaSeparated = (value: string): string[] => value.split(',').map((entry) => entry.trim());

/**
 * Unset, empty or blank: `undefined`; anything else as written. (A default
 * of `''` rather than a bare `optional`, so that the rest of a variable's
 * pipe runs when it is missing too, e.g. a check that it is required.)
 */
export const blankAsUnset = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value) => (value.trim() === '' ? undefined : value)),
);

/**
 * An absolute `http:` or `https:` URL, as written.
 *
 * @param example - shown in the message for a value that is not a URL, e.g. `"https://rpc.example.org"`.
 */
export const httpUrl = (example: string) =>
  v.pipe(
    v.string(),
    v.check((text) => URL.canParse(text), (issue) => `${JSON.stringify(issue.input)} is not a URL; expected e.g. ${example}.`),
    v.check(
      (text) => ['http:', 'https:'].includes(new URL(text).protocol),
      (issue) => `${JSON.stringify(issue.input)} must use http: or https:.`,
    ),
  );
