// What the gateway uses to render the shell on the server.
export { renderShell, serializePage } from './render.tsx';
export type { ShellRenderInput, ShellRender } from './render.tsx';
export { frameKey } from './frame-key.ts';
export { frameSize } from './frame.tsx';
export type { RenderedFrame } from './frame.tsx';
export { serverI18n } from '../i18n/server-i18n.ts';
export { splitLocale, shellOwnsPath } from '../routes/remote-routes.ts';
export type { RemoteLoader } from '../remotes/remote-loader.ts';
export type { ShellSite } from '../app/site.ts';
export { bootScript, BOOT_GLOBAL } from '../boot.ts';
export type { BootPayload, BootRemote } from '../boot.ts';
export { prepareShell, prepareShellFrame, shellHead, shellBodyStart, shellBodyEnd } from './prepare.ts';
export type { ShellPrepareInput, ShellHeadInput } from './prepare.ts';
export { analyticsServices } from '../head/analytics.ts';
export type { AnalyticsService } from '../head/analytics.ts';
