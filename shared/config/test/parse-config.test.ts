import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { ConfigError, parseConfig } from '../src/index.ts';

const schema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  LOG_LEVEL: z.enum(['info', 'warn']).default('info'),
});

describe('parseConfig', () => {
  it('applies defaults when nothing is set', () => {
    expect(parseConfig(schema, {})).toEqual({ API_PORT: 4000, LOG_LEVEL: 'info' });
  });

  it('coerces values from the environment', () => {
    expect(parseConfig(schema, { API_PORT: '4100' }).API_PORT).toBe(4100);
  });

  it.each([
    [{ API_PORT: 'abc' }, 'API_PORT'],
    [{ API_PORT: '70000' }, 'API_PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('names the bad variable in one line (%o)', (env, name) => {
    let message = '';
    try {
      parseConfig(schema, env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain(name);
    expect(message).not.toContain('\n');
  });
});
