// The added-to-cart notice (spec, sections 4 and 9): through the bus's notices, whose success kind
// the shell hides after 3 s. Not shown for the product-cart button view `casadeltabaco`; with the
// notification view `view_2` it stays until the shopper dismisses it (the bus's info kind stays).
import { createEffect, sample } from 'effector';
import { $locale, $siteSettings, notify } from '@vitrina/events';
import type { Locale, NoticeKind } from '@vitrina/events';
import { findLine } from '../../../entities/cart/index.ts';
import { loadCartTexts, textFor } from '../../../shared/i18n/index.ts';
import { addFromShopFx } from './add-model.ts';

export type AddedNotice = 'none' | 'timed' | 'sticky';

/** Which notice an add raises, by the shop's view types. */
export function addedNotice(buttonView: string | null, notificationView: string | null): AddedNotice {
  if (buttonView === 'casadeltabaco') return 'none';
  return notificationView === 'view_2' ? 'sticky' : 'timed';
}

interface NoticeAsk {
  notice: AddedNotice;
  locale: Locale;
  title: string | null;
}

const noticeTextFx = createEffect(async ({ notice, locale, title }: NoticeAsk) => {
  await loadCartTexts(locale);
  const kind: NoticeKind = notice === 'sticky' ? 'info' : 'success';
  return { kind, text: title ? textFor(locale, 'added', { title }) : textFor(locale, 'addedUnnamed') };
});

const asked = sample({
  clock: addFromShopFx.done,
  source: { settings: $siteSettings, locale: $locale },
  fn: ({ settings, locale }, { params, result }): NoticeAsk => ({
    notice: addedNotice(
      settings?.cart_settings.product_cart_button_view_type ?? null,
      settings?.cart_settings.notification_view_type ?? null,
    ),
    locale,
    title: findLine(result.products, params.productId)?.title ?? null,
  }),
});
sample({ clock: asked, filter: ({ notice }) => notice !== 'none', target: noticeTextFx });
sample({ clock: noticeTextFx.doneData, target: notify });
