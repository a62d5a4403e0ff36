// The forms feature's public API.
export { ConsultationForm, NewsletterForm, PartnerRequestForm, ResumeForm, UserRequestForm } from './Forms.tsx';
