import { useShellT } from '../i18n/use-shell-t.ts';

/** The first focusable element: straight to the page's main content (WCAG 2.4.1). */
export function SkipLink() {
  const t = useShellT();
  return (
    <a href="#main" className="skip-link">
      {t('skipToContent')}
    </a>
  );
}
