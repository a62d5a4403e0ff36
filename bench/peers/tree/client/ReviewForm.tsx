'use client';
// The review form under a product: name, a rating of 1 to 5, the text.
import { useId, useState } from 'react';
import { t } from '../texts.ts';

export function ReviewForm() {
  const id = useId();
  const [author, setAuthor] = useState('');
  const [status, setStatus] = useState('');
  return (
    <form
      className="review-form"
      noValidate
      data-testid="review-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        setStatus('…');
      }}
    >
      <h3 id={`${id}-title`}>{t.writeReview}</h3>
      <label htmlFor={`${id}-author`}>{t.yourName}</label>
      <input
        id={`${id}-author`}
        autoComplete="name"
        maxLength={80}
        name="author"
        value={author}
        onChange={(e) => setAuthor(e.target.value)}
      />
      <fieldset className="stars">
        <legend>{t.yourRating}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input type="radio" name="rating" value={n} />
            {t.stars(n)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-text`}>{t.yourReview}</label>
      <textarea id={`${id}-text`} name="text" rows={4} maxLength={2000} />
      <button type="submit" className="btn btn-primary">
        {t.sendReview}
      </button>
      <p role="status" className="muted">
        {status}
      </p>
    </form>
  );
}
