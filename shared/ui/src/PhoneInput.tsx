import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { useUnit } from 'effector-react';
import { $siteSettings } from '@vitrina/events';
import { DEFAULT_PHONE_MASK, formatPhone, phoneMaskFor } from '@vitrina/domain/phone-mask';

/** The shop's phone mask, from its settings on the bus (its country: the Romanian flag, its currency). */
export function useShopPhoneMask(): string {
  const settings = useUnit($siteSettings);
  return settings
    ? phoneMaskFor({ isRomanian: settings.is_romanian, currency: settings.project_currency })
    : DEFAULT_PHONE_MASK;
}

export type PhoneInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'>;

/**
 * A phone field in the shop's mask (@vitrina/domain's phone-mask.ts): whatever is typed, pasted or
 * autofilled lands in the mask's slots, and the placeholder shows the mask. Uncontrolled, so a
 * form reads it like any input and `form.reset()` empties it; what is sent goes through
 * `phoneForSending` (the spec's whitespace rule), and the server checks the same mask.
 */
export function PhoneInput(props: PhoneInputProps) {
  const mask = useShopPhoneMask();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    input.value = formatPhone(input.value, mask);
  };
  return <input placeholder={mask} {...props} type="tel" inputMode="tel" autoComplete="tel" onChange={onChange} />;
}
