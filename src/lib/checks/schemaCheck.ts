import * as v from 'valibot';

/** A schema as a check for readLocal: the value it parses to, or undefined when it does not pass. */
export function schemaCheck<T>(schema: v.GenericSchema<unknown, T>): (value: unknown) => T | undefined {
  return (value) => {
    const result = v.safeParse(schema, value);
    return result.success ? result.output : undefined;
  };
}
