// What the gates' tests need of a browser without one: a cookie jar behind `document.cookie`, and
// the shell's modal host with the gates' windows rendered from a scope.
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { I18nextProvider } from '@vitrina/i18n';
import type { Locale } from '@vitrina/events';
import { GateWindows } from '../../src/gates/index.ts';
import { SHELL_TEXTS } from '../../src/i18n/all-texts.ts';
import { createI18n } from '../../src/i18n/create-i18n.ts';
import { ModalHost } from '../../src/modal/ModalHost.tsx';

/**
 * `document.cookie` as a browser keeps it: a write sets one cookie (or drops it at max-age=0) and
 * is remembered as written; a read gives `name=value` pairs. `location` says http or https.
 */
export function stubBrowserCookies(initial: Record<string, string> = {}, protocol = 'http:') {
  const jar = new Map(Object.entries(initial));
  const written: string[] = [];
  vi.stubGlobal('location', { protocol });
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      if (attributes.some((attribute) => attribute.trim() === 'max-age=0')) jar.delete(name);
      else jar.set(name, pair.slice(at + 1).trim());
    },
  });
  return { jar, written };
}

/** The modal host with the gates' windows in it, as the layout mounts them. */
export function renderWindows(scope: Scope, locale: Locale = 'en'): string {
  return renderToString(
    <Provider value={scope}>
      <I18nextProvider i18n={createI18n(locale, 'ro', SHELL_TEXTS)}>
        <ModalHost>
          <GateWindows />
        </ModalHost>
      </I18nextProvider>
    </Provider>,
  );
}
