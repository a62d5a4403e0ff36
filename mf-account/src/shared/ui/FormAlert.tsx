/** The form's own message (not tied to a field), read out when it appears. */
export function FormAlert({ text }: { text: string | null }) {
  return text ? (
    <p className="mfa-alert" role="alert" tabIndex={-1} data-form-error>
      {text}
    </p>
  ) : null;
}
