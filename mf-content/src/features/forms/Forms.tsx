// The remote's five forms. Each is plain HTML until the shopper sends it; validation and the bot
// check are loaded and run then (the proof of work starts as soon as the form gets focus). Phones
// are typed in the shop's mask (@vitrina/ui's PhoneInput).
import { PhoneInput } from '@vitrina/ui';
import { Field } from './Field.tsx';
import { FormFooter } from './FormFooter.tsx';
import { useContentForm } from './use-content-form.ts';
import type { ContentFormConfig } from './use-content-form.ts';
import { useContentT } from '../../shared/ui/use-content-t.ts';

const CONSULTATION: ContentFormConfig = {
  path: 'base/book-consultation',
  schema: 'consultationFields',
  successText: 'sent',
};
const PARTNER: ContentFormConfig = {
  path: 'base/partner-request',
  schema: 'partnerRequestFields',
  successText: 'sent',
};
const NEWSLETTER: ContentFormConfig = {
  path: 'settings/news-letter',
  schema: 'newsletterFields',
  successText: 'subscribed',
};
const USER_REQUEST: ContentFormConfig = { path: 'base/user-request', schema: 'userRequestFields', successText: 'sent' };
const RESUME: ContentFormConfig = {
  path: 'base/send-resume',
  schema: 'resumeFields',
  multipart: true,
  successText: 'sent',
};

export function ConsultationForm() {
  const form = useContentForm(CONSULTATION);
  return (
    <form
      className="mfc-form"
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.onFocus}
      data-testid="consultation-form"
    >
      <Field name="name" label="name" required error={form.errors.name}>
        {(p) => <input {...p} autoComplete="name" />}
      </Field>
      <Field name="phone" label="phone" required error={form.errors.phone}>
        {(p) => <PhoneInput {...p} />}
      </Field>
      <Field name="comment" label="comment" error={form.errors.comment}>
        {(p) => <textarea {...p} rows={3} />}
      </Field>
      <FormFooter status={form.status} busy={form.busy} submit="submit" sent="sent" />
    </form>
  );
}

export function PartnerRequestForm() {
  const form = useContentForm(PARTNER);
  return (
    <form className="mfc-form" noValidate onSubmit={form.onSubmit} onFocus={form.onFocus} data-testid="partner-form">
      <Field name="company" label="company" required error={form.errors.company}>
        {(p) => <input {...p} autoComplete="organization" />}
      </Field>
      <Field name="name" label="name" required error={form.errors.name}>
        {(p) => <input {...p} autoComplete="name" />}
      </Field>
      <Field name="phone" label="phone" required error={form.errors.phone}>
        {(p) => <PhoneInput {...p} />}
      </Field>
      <Field name="email" label="email" required error={form.errors.email}>
        {(p) => <input {...p} type="email" autoComplete="email" />}
      </Field>
      <Field name="region" label="region" error={form.errors.region}>
        {(p) => <input {...p} autoComplete="address-level1" />}
      </Field>
      <Field name="message" label="message" error={form.errors.message}>
        {(p) => <textarea {...p} rows={3} />}
      </Field>
      <FormFooter status={form.status} busy={form.busy} submit="becomePartner" sent="sent" />
    </form>
  );
}

export function NewsletterForm() {
  const form = useContentForm(NEWSLETTER);
  return (
    <form className="mfc-form" noValidate onSubmit={form.onSubmit} onFocus={form.onFocus} data-testid="newsletter-form">
      <Field name="email" label="email" required error={form.errors.email}>
        {(p) => <input {...p} type="email" autoComplete="email" />}
      </Field>
      <FormFooter status={form.status} busy={form.busy} submit="subscribe" sent="subscribed" />
    </form>
  );
}

export function UserRequestForm() {
  const form = useContentForm(USER_REQUEST);
  return (
    <form
      className="mfc-form"
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.onFocus}
      data-testid="user-request-form"
    >
      <Field name="name" label="name" required error={form.errors.name}>
        {(p) => <input {...p} autoComplete="name" />}
      </Field>
      <Field name="phone" label="phone" required error={form.errors.phone}>
        {(p) => <PhoneInput {...p} />}
      </Field>
      <Field name="email" label="email" error={form.errors.email}>
        {(p) => <input {...p} type="email" autoComplete="email" />}
      </Field>
      <Field name="message" label="message" required error={form.errors.message}>
        {(p) => <textarea {...p} rows={4} />}
      </Field>
      <FormFooter status={form.status} busy={form.busy} submit="submit" sent="sent" />
    </form>
  );
}

export function ResumeForm({
  vacancies,
  vacancyId,
}: {
  vacancies: readonly { id: number; title: string }[];
  vacancyId?: number;
}) {
  const t = useContentT();
  const form = useContentForm(RESUME);
  return (
    <form
      className="mfc-form"
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.onFocus}
      encType="multipart/form-data"
      data-testid="resume-form"
    >
      <Field name="name" label="name" required error={form.errors.name}>
        {(p) => <input {...p} autoComplete="name" />}
      </Field>
      <Field name="email" label="email" required error={form.errors.email}>
        {(p) => <input {...p} type="email" autoComplete="email" />}
      </Field>
      <Field name="phone" label="phone" required error={form.errors.phone}>
        {(p) => <PhoneInput {...p} />}
      </Field>
      <Field name="vacancy_id" label="vacancy" error={form.errors.vacancy_id}>
        {(p) => (
          <select {...p} defaultValue={vacancyId ?? ''}>
            <option value="">{t('anyVacancy')}</option>
            {vacancies.map((v) => (
              <option key={v.id} value={v.id}>
                {v.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="message" label="message" error={form.errors.message}>
        {(p) => <textarea {...p} rows={3} />}
      </Field>
      <Field name="file" label="file" required hint="fileHint" error={form.errors.file}>
        {(p) => <input {...p} type="file" accept=".pdf,.doc,.docx,.rtf,.odt" />}
      </Field>
      <FormFooter status={form.status} busy={form.busy} submit="submit" sent="sent" />
    </form>
  );
}
