/** Set by the build (DefinePlugin) to the version being built. */
declare const __REMOTE_VERSION__: string;

/** react-i18next under a name the shell's shared scope does not intercept (browser-facades/react-i18next.ts). */
declare module 'vitrina-package/react-i18next' {
  export * from 'react-i18next';
}
