// The form's steps and the fields each one asks for. A refusal (the browser's check or the server's)
// takes the shopper to the first step with a refused field; `contacts.0.value` is the contacts' step.
export const STEPS = ['what', 'where', 'details', 'media'] as const;
export type Step = (typeof STEPS)[number];

const FIELDS_OF: Record<Step, readonly string[]> = {
  what: ['type', 'category', 'title_ro', 'title_ru', 'description_ro', 'description_ru'],
  where: ['region', 'location', 'sector', 'address', 'lat', 'lon', 'cadastral_number'],
  details: [
    'price',
    'default_currency',
    'is_negotiable_price',
    'area',
    'default_area_unit',
    'attributes',
    'new_attributes',
  ],
  media: [
    'images',
    'new_images',
    'images_to_delete',
    'image_preview',
    'contacts',
    'new_contacts',
    'is_active',
    'is_draft',
  ],
};

/** The step a field (or a field's item: `attributes.2.value`) is on; fields of no step go to the last. */
export function stepOf(field: string): Step {
  const head = field.split('.')[0] ?? '';
  return STEPS.find((step) => FIELDS_OF[step].includes(head)) ?? 'media';
}

/** The first step with one of `fields`, or null. */
export function firstStepOf(fields: readonly string[]): Step | null {
  const steps = new Set(fields.map(stepOf));
  return STEPS.find((step) => steps.has(step)) ?? null;
}

export const errorsOfStep = (errors: Record<string, string[]>, step: Step) =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => stepOf(field) === step));
