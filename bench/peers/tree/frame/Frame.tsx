// The page's frame, the same for every page of a shop and language but for the language links:
// skip link, header, the page's own part in <main>, footer, bottom bar, modal layer, notices.
import type { ReactNode } from 'react';
import { ModalLayer } from '../client/ModalLayer.tsx';
import { peerConfig } from '../config.ts';
import { t } from '../texts.ts';
import type { Alternates, FrameData } from '../types.ts';
import { BottomBar } from './BottomBar.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export function Frame({
  frame,
  lang,
  alternates,
  children,
}: {
  frame: FrameData;
  lang: string;
  alternates: Alternates;
  children: ReactNode;
}) {
  const { settings } = frame;
  return (
    <div
      className="layout"
      data-brand={peerConfig.brand}
      data-mobile-bar={settings.mainUiInterface.mobileBarUiType}
      data-header-style={settings.additional_settings.header_style}
      data-main-navigation={settings.mainUiInterface.views.main_navigation}
      data-banners={settings.mainUiInterface.views.banners}
    >
      <a href="#main" className="skip-link">
        {t.skip}
      </a>
      <div className="route-progress" data-phase="idle" aria-hidden="true">
        <div className="route-progress-bar" />
      </div>
      <Header frame={frame} lang={lang} alternates={alternates} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer footer={frame.footer} />
      <BottomBar lang={lang} />
      <ModalLayer />
      <section className="notices" aria-label={t.notices}>
        <div role="status" aria-live="polite" className="notice-list" />
        <div role="alert" aria-live="assertive" className="notice-list" />
      </section>
    </div>
  );
}
