import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import { $locale, modalClosed } from '@vitrina/events';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { editAdvertPath } from '../../../shared/lib/paths.ts';
import { AdvertWindow } from '../../../shared/ui/AdvertWindow.tsx';
import {
  $toolsAdvert,
  $toolsFailed,
  $toolsPending,
  deleteAsked,
  deleteConfirmed,
  publishToggled,
  toolsOpened,
} from '../model/tools-model.ts';
import type { OwnedAdvert } from '../model/tools-model.ts';

/** "Manage" on one of the shopper's adverts: opens the toolsAnnouncements window for it. */
export function ToolsButton({ advert }: { advert: OwnedAdvert }) {
  const t = useAdvertsT();
  const open = useUnit(toolsOpened);
  return (
    <button
      type="button"
      className="vui-button vui-button-secondary"
      onClick={() => open(advert)}
      aria-label={t('manageAdvert', { title: advert.title })}
      data-testid="advert-tools"
    >
      {t('manage')}
    </button>
  );
}

/** The tools window and the delete confirmation, once per page (they act on the advert the press chose). */
export function ToolsWindows() {
  const t = useAdvertsT();
  const [advert, locale, failed, pending, askDelete, confirm, toggle, close] = useUnit([
    $toolsAdvert,
    $locale,
    $toolsFailed,
    $toolsPending,
    deleteAsked,
    deleteConfirmed,
    publishToggled,
    modalClosed,
  ]);
  const failure = failed ? (
    <p role="alert" className="alert">
      {t('failed')}
    </p>
  ) : null;
  return (
    <>
      <AdvertWindow name="toolsAnnouncements" title={t('toolsTitle')}>
        {advert ? (
          <div className="filters">
            <p>{advert.title}</p>
            {failure}
            <Link
              className="vui-button vui-button-secondary"
              to={editAdvertPath(locale, advert.slug)}
              onClick={() => close()}
            >
              {t('edit')}
            </Link>
            <button type="button" className="vui-button vui-button-secondary" onClick={toggle} disabled={pending}>
              {t(advert.is_draft ? 'publish' : 'toDraft')}
            </button>
            <button
              type="button"
              className="vui-button vui-button-secondary"
              onClick={askDelete}
              data-testid="delete-advert"
            >
              {t('delete')}
            </button>
          </div>
        ) : null}
      </AdvertWindow>
      <AdvertWindow name="delete" title={t('deleteTitle')}>
        <p>{t('deleteText', { title: advert?.title ?? '' })}</p>
        {failure}
        <div className="row">
          <button
            type="button"
            className="vui-button vui-button-primary"
            onClick={confirm}
            disabled={pending}
            data-testid="delete-confirm"
          >
            {t('deleteConfirm')}
          </button>
          <button type="button" className="vui-button vui-button-secondary" onClick={() => close()}>
            {t('cancel')}
          </button>
        </div>
      </AdvertWindow>
    </>
  );
}
