import type { Scope } from 'effector';
import type { Locale } from '@vitrina/events';
import type { ShellSite } from '../app/site.ts';

export interface ShellPrepareInput {
  scope: Scope;
  site: ShellSite;
  locale: Locale;
  /** Absolute URL of the page as the shopper asked for it (canonical and hreflang links). */
  url: string;
}

/**
 * Loads what the shell's frame needs for one page (settings, footer, menu tree) into the request's
 * scope, before rendering. The gateway runs it beside the remote's own prepare.
 */
export async function prepareShell(_input: ShellPrepareInput): Promise<void> {
  // Filled in by the shell frame work (issue 4).
}

/**
 * The shell's part of <head> for a prepared scope: theme custom properties, favicon, fonts,
 * analytics and verification tags from the site's settings. Trusted HTML built by the shell.
 */
export function shellHead(_input: ShellPrepareInput): string {
  return '';
}
