// A page's scope for model tests: in English, with the model's timers passing at once (tests about
// the timers themselves use fake timers instead), and the bus's notices and the data layer to read.
import { fork } from 'effector';
import type { Scope } from 'effector';
import { vi } from 'vitest';
import { $locale } from '@vitrina/events';
import { waitFx } from '../src/shared/lib/wait.ts';

export function pageScope(values: [unknown, unknown][] = [], waits: 'instant' | 'real' = 'instant'): Scope {
  return fork({
    values: [[$locale, 'en'], ...values] as never,
    handlers: waits === 'instant' ? [[waitFx, async () => undefined]] : [],
  });
}

/** window.dataLayer as tag managers read it; a fresh one per test. */
export function dataLayer(): unknown[] {
  const layer: unknown[] = [];
  vi.stubGlobal('window', { dataLayer: layer });
  return layer;
}
