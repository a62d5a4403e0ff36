import { useContext, useId, useRef } from 'react';
import { useLocation } from '@vitrina/router';
import { useUnit } from 'effector-react';
import { $head } from '@vitrina/events';
import type { Locale, PageHead } from '@vitrina/events';
import { FrameSlotsContext, languageHrefSlot } from '../app/frame-slots.ts';
import { pathInLanguage } from '../app/language-paths.ts';
import { useSite } from '../app/site.ts';
import { useLocale } from '../app/use-locale.ts';
import { useShellT } from '../i18n/use-shell-t.ts';
import { LANGUAGE_NAMES } from '../i18n/texts.ts';
import { splitLocale } from '../routes/remote-routes.ts';
import { Icon } from '../shared/icons.tsx';
import { useDismiss } from '../shared/use-dismiss.ts';
import { $languagePanelOpen, languagePanelClosed, languagePanelToggled } from './model.ts';

/** The same page in another language, at its translated path when the page's head names one, with the query kept. */
export function languageHref(lang: Locale, location: { pathname: string; search: string }, head: PageHead): string {
  const inner = splitLocale(location.pathname)?.path ?? '/';
  return pathInLanguage(lang, inner, head.alternates) + location.search;
}

/**
 * Where each language link leads (the head is in the server's scope, so the links are right
 * without JavaScript); in the frame kept for every page, a slot each page fills (app/frame-slots.ts).
 */
export function useLanguageHref(): (lang: Locale) => string {
  const location = useLocation();
  const head = useUnit($head);
  const slots = useContext(FrameSlotsContext);
  return slots ? languageHrefSlot : (lang) => languageHref(lang, location, head);
}

/**
 * The shop's languages as plain links: a language change is a full page load, so the server
 * renders the new language with its settings, menu and texts (decision in docs/decisions.md).
 */
export function LanguageLinks({ className }: { className?: string }) {
  const site = useSite();
  const locale = useLocale();
  const href = useLanguageHref();
  return (
    <ul className={className}>
      {site.langs.map((lang) => (
        <li key={lang}>
          <a
            href={href(lang)}
            lang={lang}
            hrefLang={lang}
            aria-current={lang === locale ? 'true' : undefined}
            className="language-link"
          >
            {LANGUAGE_NAMES[lang]}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function LanguagePanel() {
  const t = useShellT();
  const locale = useLocale();
  const panelId = useId();
  const [open, toggle, close] = useUnit([$languagePanelOpen, languagePanelToggled, languagePanelClosed]);
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss({ open, area, toggle: button, onClose: close });
  return (
    <div className="language" ref={area}>
      <button
        ref={button}
        type="button"
        className="language-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <Icon name="globe" size={18} />
        <span className="sr-only">{t('language')}: </span>
        {locale.toUpperCase()}
      </button>
      <div id={panelId} className="language-panel" hidden={!open}>
        <LanguageLinks />
      </div>
    </div>
  );
}
