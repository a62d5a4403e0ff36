import type { ButtonHTMLAttributes } from 'react';
import { cx } from './class-names.ts';

export type ButtonVariant = 'primary' | 'secondary';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/**
 * A native button, at least 44 px each way. `type` defaults to "button": the browser's default
 * ("submit") would make every button inside a form send it. Disabled is the native attribute, so
 * the button leaves the tab order and ignores presses, and assistive technology says so.
 */
export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  return <button type={type} {...rest} className={cx('vui-button', `vui-button-${variant}`, className)} />;
}
