// What pages may use of react-i18next in the browser, provided by the shell as the shared
// `react-i18next` singleton (why a facade: see react-router-dom.ts beside this file). It imports
// the package under another name because the shell's build hands every import of `react-i18next`
// itself to the shared scope, which would be this module again.
export { I18nextProvider, useTranslation } from 'vitrina-package/react-i18next';
