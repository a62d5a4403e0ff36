// The thin bar above the header (desktop): the phone, the shop's pages, the branded theme's partner
// and personal-cabinet links, and the language panel with this page's url in each language.
import type { CSSProperties } from 'react';
import { Link } from '#link';
import { Disclosure } from '../client/Disclosure.tsx';
import { peerConfig } from '../config.ts';
import { Icon } from '../Icon.tsx';
import { t } from '../texts.ts';
import type { Alternates, FrameData } from '../types.ts';

/** The brands whose header has the partner and personal-cabinet links (the shell's branded theme). */
const CABINETS: Record<string, string> = { pharmacy: 'https://cabinet.farmacia-verde.example/' };
const LANGUAGE_NAMES: Record<string, string> = { ro: 'Română', ru: 'Русский', uk: 'Українська', en: 'English' };

export function TopBar({ frame, lang, alternates }: { frame: FrameData; lang: string; alternates: Alternates }) {
  const { settings } = frame;
  const cabinet = CABINETS[peerConfig.brand];
  return (
    <div className="top-bar desktop-only">
      <a
        href={`tel:${settings.phones.main.replace(/\s/g, '')}`}
        className="phone-link"
        aria-label={t.call(settings.phones.main)}
      >
        <Icon name="phone" size={18} />
        <span>{settings.phones.main}</span>
      </a>
      <nav aria-label={t.headerLinks} className="top-links">
        <ul className="link-row">
          {settings.header_pages
            .filter((page) => page.is_active)
            .map((page) => (
              <li key={page.link}>
                <Link
                  className="menu-link"
                  style={{ '--link-size': page.text_size } as CSSProperties}
                  href={`/${lang}${page.link}`}
                >
                  {page.title}
                </Link>
              </li>
            ))}
        </ul>
        {cabinet ? (
          <ul className="link-row">
            <li>
              <Link className="branded-link" href={`/${lang}/partners`}>
                {t.partner}
              </Link>
            </li>
            {settings.additional_settings.is_user_cabinet ? (
              <li>
                <a href={`${cabinet}${lang}`} className="branded-link" target="_blank" rel="noopener noreferrer">
                  {t.cabinet} <span className="sr-only">{t.newTab}</span>
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
      </nav>
      <div className="language">
        <Disclosure
          className="language-toggle"
          panelClassName="language-panel"
          label={
            <>
              <Icon name="globe" size={18} />
              <span className="sr-only">{t.language}: </span>
              {lang.toUpperCase()}
            </>
          }
          panel={
            <ul>
              {settings.langs.map(({ code }) => (
                <li key={code}>
                  <a
                    href={alternates[code] ?? `/${code}`}
                    lang={code}
                    hrefLang={code}
                    aria-current={code === lang ? 'true' : undefined}
                    className="language-link"
                  >
                    {LANGUAGE_NAMES[code] ?? code}
                  </a>
                </li>
              ))}
            </ul>
          }
        />
      </div>
    </div>
  );
}
