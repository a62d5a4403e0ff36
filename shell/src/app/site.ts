import { createContext, useContext } from 'react';
import type { Locale } from '@vitrina/events';

/** What the shell knows about the shop it is serving; the gateway resolves it per request. */
export interface ShellSite {
  brand: string;
  title: string;
  langs: Locale[];
  mainLang: Locale;
  /** The shop's public origin (its site record): the browser's head builds absolute URLs on it. */
  origin?: string;
}

export const SiteContext = createContext<ShellSite | null>(null);

export function useSite(): ShellSite {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside the shell');
  return site;
}
