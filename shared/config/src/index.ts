// Configuration is parsed once, at start-up, from the environment with a zod schema.
// Nothing else in the workspace reads process.env.
import type { z } from 'zod';

export class ConfigError extends Error {}

/** Parses `env` with `schema`; a bad value throws a ConfigError whose message is one line naming it. */
export function parseConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined>): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.join('.') || 'configuration';
  const value = issue && typeof issue.path[0] === 'string' ? env[issue.path[0]] : undefined;
  const shown = value === undefined ? 'missing' : JSON.stringify(value);
  throw new ConfigError(`Invalid configuration: ${name} (${shown}): ${issue?.message ?? 'invalid'}`);
}

/** For entry points: parse, or print the one line and exit with status 1. */
export function loadConfigOrExit<S extends z.ZodType>(schema: S, env: Record<string, string | undefined>): z.infer<S> {
  try {
    return parseConfig(schema, env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
