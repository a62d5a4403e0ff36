import { useUnit } from 'effector-react';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import { IMAGE_TYPES, IMAGES_MAX } from '../../../shared/config/advert-rules.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { codeMessage, useFieldMessage } from '../../../shared/ui/field-message.ts';
import { $errors } from '../model/form-model.ts';
import {
  $pictureRefusals,
  $pictures,
  $preview,
  pictureRemoved,
  picturesPicked,
  previewChosen,
} from '../model/pictures-model.ts';

/**
 * The pictures: chosen files show at once from their object URLs (released when removed or when the
 * form goes away), the advert's own from the shop. One is the preview (the list's picture); files the
 * API would refuse are named with why. The API's messages name a file by its place (`images.2`).
 */
export function PicturesField() {
  const t = useAdvertsT();
  const [pictures, preview, refusals, errors, pick, remove, choose] = useUnit([
    $pictures,
    $preview,
    $pictureRefusals,
    $errors,
    picturesPicked,
    pictureRemoved,
    previewChosen,
  ]);
  const message = useFieldMessage(errors);
  const sent = Object.keys(errors).filter((field) => /^(new_)?images/.test(field));
  return (
    <fieldset>
      <legend>{t('pictures')}</legend>
      <label className="vui-field">
        <span className="vui-field-label">{t('addPictures', { max: IMAGES_MAX })}</span>
        <input
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple
          disabled={pictures.length >= IMAGES_MAX}
          onChange={(e) => {
            pick([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
          data-testid="pictures-input"
        />
      </label>
      {refusals.length || sent.length ? (
        <ul className="vui-field-error" role="alert">
          {refusals.map(({ name, reason }) => (
            <li key={`${name}-${reason}`}>{t('pictureRefused', { name, reason: codeMessage(t, reason) })}</li>
          ))}
          {sent.map((field) => (
            <li key={field}>{message(field)}</li>
          ))}
        </ul>
      ) : null}
      {pictures.length ? (
        <ul className="pictures" data-testid="pictures">
          {pictures.map((picture, i) => (
            <li key={picture.key} data-preview={picture.key === preview}>
              <img
                src={picture.kind === 'kept' ? mediaUrl(picture.url) : picture.url}
                alt={t('pictureN', { n: i + 1 })}
                width={160}
                height={120}
              />
              <label className="check">
                <input
                  type="radio"
                  name="image_preview"
                  checked={picture.key === preview}
                  onChange={() => choose(picture.key)}
                />
                {t('previewPicture')}
              </label>
              <button type="button" className="link-button" onClick={() => remove(picture.key)}>
                {t('removePicture', { n: i + 1 })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
