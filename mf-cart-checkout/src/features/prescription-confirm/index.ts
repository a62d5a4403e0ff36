// Confirming a prescription product before the cart can be ordered.
export { prescriptionToggled } from './model/prescription-model.ts';
export { PrescriptionCheckbox } from './ui/PrescriptionCheckbox.tsx';
