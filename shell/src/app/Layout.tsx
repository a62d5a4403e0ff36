import { Outlet } from '@vitrina/router';
import { useUnit } from 'effector-react';
import { Footer } from '../footer/Footer.tsx';
import { GateWindows } from '../gates/index.ts';
import { BottomBar, Header, MobileMenu } from '../header/index.ts';
import { useHeadSync } from '../head/use-head-sync.ts';
import { ModalHost } from '../modal/ModalHost.tsx';
import { ProgressBar } from '../progress/ProgressBar.tsx';
import { ShareWindow } from '../share/index.ts';
import { $settings } from '../settings/model.ts';
import { StorageUnavailable, useStorageAvailable } from '../storage/StorageUnavailable.tsx';
import { variantAttributes, viewVariants } from '../theme/view-variants.ts';
import { Notices } from './Notices.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useSite } from './site.ts';

/**
 * The frame every page shares: skip link, progress bar, header, the remote's area, footer, the
 * mobile bottom bar and menu, the modal host (with the shell's own windows: the age question, the
 * city choice and the share window) and notifications. The settings' view variants are data attributes here, so
 * CSS picks them without the components knowing.
 */
export function Layout() {
  const site = useSite();
  const settings = useUnit($settings);
  const storageOk = useStorageAvailable();
  useHeadSync();
  if (!storageOk) return <StorageUnavailable />;
  return (
    <div className="layout" data-brand={site.brand} {...variantAttributes(viewVariants(settings))}>
      <SkipLink />
      <ProgressBar />
      <Header />
      {/* tabIndex lets the skip link move focus here, not only scroll. */}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <BottomBar />
      <MobileMenu />
      <ModalHost>
        <GateWindows />
        <ShareWindow />
      </ModalHost>
      <Notices />
    </div>
  );
}
