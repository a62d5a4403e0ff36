import { useTranslation } from '@vitrina/i18n';
import { isLocale } from '@vitrina/domain';
import { UI_KIT_TEXTS } from './texts/index.ts';
import type { UiKitTextKey } from './texts/index.ts';

/** The page's own namespace: its texts come with its chunk, not with every page's shell texts. */
export const UI_KIT_NAMESPACE = 'shell-ui-kit';

export type UiKitT = (key: UiKitTextKey, options?: Record<string, string | number>) => string;

/**
 * The page's `t`, with its keys typed. Its texts join the page's i18next instance (the page's
 * language and its fallback) the first time the page renders; adding them again changes nothing.
 */
export function useUiKitT(): UiKitT {
  const { i18n } = useTranslation();
  for (const lang of new Set([i18n.language, ...i18n.languages])) {
    if (isLocale(lang) && !i18n.hasResourceBundle(lang, UI_KIT_NAMESPACE))
      i18n.addResourceBundle(lang, UI_KIT_NAMESPACE, UI_KIT_TEXTS[lang]);
  }
  const { t } = useTranslation(UI_KIT_NAMESPACE);
  return t as unknown as UiKitT;
}
