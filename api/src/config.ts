// The API's configuration, parsed once from the environment.
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const apiConfigSchema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** HMAC key of the forms' proof-of-work challenges; the same on every API node. */
  FORM_CHALLENGE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

export type ApiConfig = z.infer<typeof apiConfigSchema>;
