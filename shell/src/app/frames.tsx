import { Outlet } from '@vitrina/router';
import { Footer } from '../footer/Footer.tsx';
import { GateWindows } from '../gates/index.ts';
import { BottomBar, Header, MobileMenu } from '../header/index.ts';
import { useHeadSync } from '../head/use-head-sync.ts';
import { ModalHost } from '../modal/ModalHost.tsx';
import { ProgressBar } from '../progress/ProgressBar.tsx';
import { ShareWindow } from '../share/index.ts';
import { StorageUnavailable, useStorageAvailable } from '../storage/StorageUnavailable.tsx';
import { Notices } from './Notices.tsx';
import { SkipLink } from './SkipLink.tsx';

// The page is three React roots inside the layout element the server writes (server/layout.ts):
// the top frame, the page area inside <main>, the bottom frame. The frames are the same on every
// page of a shop, language and settings version, so the server renders them once and keeps the
// HTML (gateway: frame cache); only the page area is rendered per request. Each root has its own
// router on the page's one history, and all three share the page's effector scope and texts.

/** Skip link, progress bar and header. */
export function TopFrame() {
  if (!useStorageAvailable()) return null;
  return (
    <>
      <SkipLink />
      <ProgressBar />
      <Header />
    </>
  );
}

/**
 * Footer, the mobile bottom bar and menu, the modal host (with the shell's own windows: the age
 * question, the city choice and the share window) and notifications.
 */
export function BottomFrame() {
  if (!useStorageAvailable()) return null;
  return (
    <>
      <Footer />
      <BottomBar />
      <MobileMenu />
      <ModalHost>
        <GateWindows />
        <ShareWindow />
      </ModalHost>
      <Notices />
    </>
  );
}

/** The page area: the route's page, with the document head kept in step on client navigation. */
export function PageFrame() {
  const storageOk = useStorageAvailable();
  useHeadSync();
  if (!storageOk) return <StorageUnavailable />;
  return <Outlet />;
}
