import { CATEGORIES_REQUEST, IdSelect, useReference } from '../../../entities/reference/index.ts';
import type { AdvertCategory } from '../../../entities/reference/index.ts';
import { TYPES } from '../../../shared/config/advert-rules.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { TextField } from './TextField.tsx';
import { useForm } from './use-form.ts';

/** Step 1: what is offered (sale or rent, the category) and its title and text in Romanian and Russian. */
export function StepWhat() {
  const t = useAdvertsT();
  const { values, change, message } = useForm();
  const categories = useReference<AdvertCategory>(CATEGORIES_REQUEST);
  return (
    <>
      <fieldset>
        <legend>{t('advertType')}</legend>
        {TYPES.map((type) => (
          <label key={type} className="check">
            <input type="radio" name="type" checked={values.type === type} onChange={() => change({ type })} />
            {t(type === 'sale' ? 'typeSale' : 'typeRent')}
          </label>
        ))}
      </fieldset>
      <IdSelect
        name="category"
        label={t('category')}
        empty={t('chooseCategory')}
        options={categories}
        value={values.category}
        onChange={(category) => change({ category })}
        error={message('category')}
        required
        requiredText={t('required')}
      />
      <p className="muted">{t('titlesHint')}</p>
      <TextField name="title_ro" label={t('titleRo')} maxLength={150} />
      <TextField name="title_ru" label={t('titleRu')} maxLength={150} />
      <TextField name="description_ro" label={t('descriptionRo')} multiline maxLength={5000} />
      <TextField name="description_ru" label={t('descriptionRu')} multiline maxLength={5000} />
    </>
  );
}
