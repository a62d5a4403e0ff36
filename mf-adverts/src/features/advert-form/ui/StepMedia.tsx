import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { ContactsField } from './ContactsField.tsx';
import { PicturesField } from './PicturesField.tsx';
import { useForm } from './use-form.ts';

/** Step 4: the pictures, the contacts, and whether the advert is shown (a published one may be paused). */
export function StepMedia() {
  const t = useAdvertsT();
  const { values, change } = useForm();
  return (
    <>
      <PicturesField />
      <ContactsField />
      <label className="check">
        <input
          type="checkbox"
          name="is_active"
          checked={values.is_active}
          onChange={(e) => change({ is_active: e.target.checked })}
        />
        {t('isActive')}
      </label>
    </>
  );
}
