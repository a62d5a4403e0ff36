import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import { $locale, modalClosed } from '@vitrina/events';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { advertPath, myAdvertsPath } from '../../../shared/lib/paths.ts';
import { AdvertWindow } from '../../../shared/ui/AdvertWindow.tsx';
import { $saved } from '../model/save-model.ts';

/** After a save: draftSave (keep editing, or to my adverts) and, for a published advert, addAnnouncementSuccess. */
export function FormWindows() {
  const t = useAdvertsT();
  const [saved, locale, close] = useUnit([$saved, $locale, modalClosed]);
  const mine = (
    <Link className="vui-button vui-button-secondary" to={myAdvertsPath(locale)} onClick={() => close()}>
      {t('toMyAdverts')}
    </Link>
  );
  return (
    <>
      <AdvertWindow name="draftSave" title={t('draftSavedTitle')}>
        <p>{t('draftSavedText')}</p>
        <div className="row">
          <button type="button" className="vui-button vui-button-primary" onClick={() => close()}>
            {t('keepEditing')}
          </button>
          {mine}
        </div>
      </AdvertWindow>
      <AdvertWindow name="addAnnouncementSuccess" title={t('publishedTitle')}>
        <p>{t('publishedText')}</p>
        <div className="row">
          {saved ? (
            <Link className="vui-button vui-button-primary" to={advertPath(locale, saved.slug)} onClick={() => close()}>
              {t('viewAdvert')}
            </Link>
          ) : null}
          {mine}
        </div>
      </AdvertWindow>
    </>
  );
}
