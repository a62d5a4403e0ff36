import { useTranslation } from '@vitrina/i18n';
import { SHELL_NAMESPACE } from './texts.ts';
import type { ShellTextKey } from './texts.ts';

/** The shell's `t` with its keys typed: a key that does not exist fails the type check. */
export type ShellT = (key: ShellTextKey, options?: Record<string, string | number>) => string;

export function useShellT(): ShellT {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return t as unknown as ShellT;
}
