import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $cspNonce, headSet } from '@vitrina/events';
import { Button, Drawer, Modal, ShareButton, UI_CSS, useModal } from '@vitrina/ui';
import { useLocale } from '../app/use-locale.ts';
import { $settings } from '../settings/model.ts';
import { mediaUrl } from '../shared/media-url.ts';
import { uiKitHead } from './head.ts';
import { Buttons, Colours, Fields, Prices, States } from './Samples.tsx';
import { schemeStyle } from './schemes.ts';
import type { Scheme } from './schemes.ts';
import { BREAKPOINT_BANDS, UI_KIT_CSS } from './ui-kit-css.ts';
import { useUiKitT } from './use-ui-kit-t.ts';
import type { UiKitT } from './use-ui-kit-t.ts';

const MODAL_ID = 'ui-kit:modal';
const DRAWER_ID = 'ui-kit:drawer';

/** Every sample in one of the shop's schemes, on that scheme's own background. */
function SchemePanel({ scheme, t }: { scheme: Scheme; t: UiKitT }) {
  const locale = useLocale();
  const settings = useUnit($settings);
  const logo = scheme === 'light' ? settings.logo.logoLight : settings.logo.logoDark;
  return (
    <section
      className="uikit-scheme"
      style={schemeStyle(settings.colors, scheme)}
      aria-labelledby={`uikit-${scheme}`}
      data-scheme={scheme}
    >
      <h2 id={`uikit-${scheme}`}>{t(scheme)}</h2>
      <Colours t={t} />
      <Buttons t={t} logo={logo ? mediaUrl(logo) : ''} />
      <Fields t={t} />
      <Prices t={t} currency={settings.project_currency} locale={locale} />
      <States t={t} />
    </section>
  );
}

/** The window primitives, opened for real in the page's modal host, and the share button. */
function Windows({ t }: { t: UiKitT }) {
  const modal = useModal(MODAL_ID);
  const drawer = useModal(DRAWER_ID);
  return (
    <section aria-labelledby="uikit-windows">
      <h2 id="uikit-windows">{t('windows')}</h2>
      <p>{t('windowsText')}</p>
      <div className="uikit-samples">
        <Button aria-haspopup="dialog" onClick={modal.open}>
          {t('openModal')}
        </Button>
        <Button variant="secondary" aria-haspopup="dialog" onClick={drawer.open}>
          {t('openDrawer')}
        </Button>
        <ShareButton label={t('share')} title={t('title')} />
      </div>
      <Modal id={MODAL_ID} title={t('modalTitle')}>
        <p>{t('windowsText')}</p>
        <Button onClick={modal.close}>{t('close')}</Button>
      </Modal>
      <Drawer id={DRAWER_ID} title={t('drawerTitle')}>
        <p>{t('windowsText')}</p>
        <Button onClick={drawer.close}>{t('close')}</Button>
      </Drawer>
    </section>
  );
}

/** The spec's breakpoints, the marker on the band this window is in (CSS decides: ui-kit-css.ts). */
function Breakpoints({ t }: { t: UiKitT }) {
  return (
    <section aria-labelledby="uikit-breakpoints">
      <h2 id="uikit-breakpoints">{t('breakpoints')}</h2>
      <p>{t('breakpointsText')}</p>
      <table className="uikit-bands">
        <tbody>
          {BREAKPOINT_BANDS.map(({ width }) => (
            <tr key={width} className="uikit-band" data-width={width}>
              <th scope="row">
                {t('breakpointWidth', { width })}
                <span className="uikit-current">{t('currentWidth')}</span>
              </th>
              <td>{t(`bp${width}` as Parameters<UiKitT>[0])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * /{lang}/ui-kit-demo: the living catalogue of @vitrina/ui, for the people who build and check the
 * shop. Each primitive in each state, in the shop's palette, light and dark side by side; the
 * windows for real; the breakpoints with the current one marked. Not indexed (head.ts).
 */
export function UiKitPage() {
  const t = useUiKitT();
  const locale = useLocale();
  const [nonce, setHead] = useUnit([$cspNonce, headSet]);
  // The server wrote the head already (server/prepare.ts); a visit by a click sets it here.
  useEffect(() => {
    setHead(uiKitHead(locale));
  }, [setHead, locale]);
  return (
    <div className="uikit" data-testid="ui-kit-page">
      <style nonce={nonce || undefined}>{UI_CSS + UI_KIT_CSS}</style>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <div className="uikit-schemes">
        <SchemePanel scheme="light" t={t} />
        <SchemePanel scheme="dark" t={t} />
      </div>
      <Windows t={t} />
      <Breakpoints t={t} />
    </div>
  );
}
