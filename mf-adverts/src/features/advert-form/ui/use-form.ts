import { useUnit } from 'effector-react';
import { useFieldMessage } from '../../../shared/ui/field-message.ts';
import { $errors, $values, fieldChanged } from '../model/form-model.ts';

/** What every step reads and writes: the values, a change, and a field's message. */
export function useForm() {
  const [values, errors, change] = useUnit([$values, $errors, fieldChanged]);
  return { values, errors, change, message: useFieldMessage(errors) };
}
