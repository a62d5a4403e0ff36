// What pages and the shell use of react-i18next: the provider of the request's (or the page's)
// i18next instance and the hook that reads it. The shell (in browsers) and the gateway (on the
// server) provide this module as the `@vitrina/i18n` singleton; remotes take it with
// `import: false`. A shared module keeps every export, so this list is what a first page pays for
// (react-i18next whole is ~10 KB gzip, these names ~2.5 KB). A name missing here fails to compile
// where it is imported, and eslint keeps the raw package out of every other folder.
//
// Version: removing a name, or moving to another major of react-i18next, is a major version of this
// package (remotes accept the major they were built with); adding a name is a minor one.
export { I18nextProvider, useTranslation } from 'react-i18next';
