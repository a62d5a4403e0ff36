// @vitrina/ui: the design tokens, the primitives every remote builds its pages from, and their
// styles. Bundled into each remote (not a Module Federation share); see docs/decisions.md.
export { tokens, THEME_PROPERTIES } from './tokens.ts';
export type { ThemeProperty } from './tokens.ts';
export { UI_CSS, WINDOW_FRAME_CSS } from './styles.ts';
export { SR_ONLY } from './class-names.ts';
export { Button } from './Button.tsx';
export type { ButtonProps, ButtonVariant } from './Button.tsx';
export { Field } from './Field.tsx';
export type { FieldControlProps, FieldProps } from './Field.tsx';
export { PhoneInput, useShopPhoneMask } from './PhoneInput.tsx';
export type { PhoneInputProps } from './PhoneInput.tsx';
export { Price } from './Price.tsx';
export type { PriceProps } from './Price.tsx';
export { Pager } from './Pager.tsx';
export type { PagerLinkProps, PagerProps, PagerTexts } from './Pager.tsx';
export { StateView } from './StateView.tsx';
export type { StateTexts, StateViewProps, ViewState } from './StateView.tsx';
export { Skeleton } from './Skeleton.tsx';
export type { SkeletonProps } from './Skeleton.tsx';
export { ShareButton, pageAddress } from './ShareButton.tsx';
export type { ShareButtonProps } from './ShareButton.tsx';
export { Drawer, Modal, useModal } from './Modal.tsx';
export { WindowStyles } from './WindowStyles.tsx';
export type { WindowProps } from './Modal.tsx';
export { MODAL_KIND_ATTRIBUTE, MODAL_SLOT_ID, MODAL_TITLE_ID } from './modal-contract.ts';
export type { ModalKind } from './modal-contract.ts';
