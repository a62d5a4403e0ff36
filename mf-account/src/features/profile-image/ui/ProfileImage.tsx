import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useUnit } from 'effector-react';
import { notify } from '@vitrina/events';
import type { CurrentUser } from '@vitrina/contract';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import { Button, Field } from '@vitrina/ui';
import { userReceived } from '../../../entities/session/model/session-model.ts';
import { accountCallFx } from '../../../shared/api/account-call.ts';
import type { CallResult } from '../../../shared/api/account-call.ts';
import { refusalOf } from '../../../shared/lib/field-messages.ts';
import { useAccountForm } from '../../../shared/lib/use-account-form.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { readPreview } from '../lib/preview.ts';

/** @vitrina/contract's PROFILE_IMAGE_FIELD: the multipart field the API reads the picture from. */
const FIELD = 'image';
const TITLE_ID = 'mfa-image-title';

/**
 * The profile picture: the chosen file is previewed before it is sent (the API re-encodes it and
 * answers the shopper's data with the new picture's URL), and the picture can be removed. The API
 * checks the content, not the name; its refusals (too big, not a picture) show at the field.
 */
export function ProfileImage({ user }: { user: CurrentUser['user'] }) {
  const t = useAccountT();
  const [call, received, raise] = useUnit([accountCallFx, userReceived, notify]);
  const [preview, setPreview] = useState<string | null>(null);
  // Counts sent or dropped choices: the form is drawn afresh (the file input emptied) after each.
  const [round, setRound] = useState(0);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  function drop() {
    setPreview(null);
    setRound((n) => n + 1);
  }
  const accepted = (result: CallResult & { kind: 'ok' }, text: string) => {
    received(result.body as CurrentUser);
    drop();
    raise({ kind: 'success', text });
  };
  const { errors, busy, onSubmit } = useAccountForm(
    [FIELD],
    (data) => call({ method: 'PATCH', path: 'api/users/change-profile-image', body: data }),
    (result) => accepted(result, t('imageSaved')),
  );
  async function remove() {
    setRemoving(true);
    const result = await call({ method: 'DELETE', path: 'api/users/delete-profile-image' });
    setRemoving(false);
    setRemoveError(result.kind === 'ok' || result.kind === 'stopped' ? null : refusalOf(t, result, []).general);
    if (result.kind === 'ok') accepted(result, t('imageRemoved'));
  }
  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setPreview(file ? await readPreview(file) : null);
  }
  const shown = preview ?? (user.profile_image ? mediaUrl(user.profile_image) : null);
  return (
    <section className="mfa-panel" aria-labelledby={TITLE_ID} data-testid="profile-image">
      <h2 id={TITLE_ID}>{t('imageTitle')}</h2>
      <div className="mfa-avatar-row">
        {shown ? (
          <img
            className="mfa-avatar"
            src={shown}
            alt={preview ? t('imagePreviewAlt') : t('imageCurrentAlt')}
            width={96}
            height={96}
            data-testid="profile-image-shown"
          />
        ) : (
          <p className="mfa-note">{t('imageNone')}</p>
        )}
        <form key={round} className="mfa-form" onSubmit={(event) => void onSubmit(event)}>
          <FormAlert text={errors.general ?? removeError} />
          <Field
            name={FIELD}
            label={t('imageChoose')}
            hint={t('imageHint')}
            {...(errors.fields[FIELD] ? { error: errors.fields[FIELD] } : {})}
          >
            {(control) => (
              <input {...control} type="file" accept="image/*" required onChange={(event) => void choose(event)} />
            )}
          </Field>
          <div className="mfa-actions">
            {preview ? (
              <>
                <Button type="submit" aria-busy={busy}>
                  {busy ? t('sending') : t('imageSave')}
                </Button>
                <Button variant="secondary" onClick={drop}>
                  {t('cancel')}
                </Button>
              </>
            ) : null}
            {user.profile_image && !preview ? (
              <Button variant="secondary" onClick={() => void remove()} aria-busy={removing} disabled={removing}>
                {t('imageRemove')}
              </Button>
            ) : null}
          </div>
        </form>
      </div>
    </section>
  );
}
