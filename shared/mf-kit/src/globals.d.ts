/** Set by the build (DefinePlugin) to the version being built. */
declare const __REMOTE_VERSION__: string;
