import type { ReactNode } from 'react';
import { Button, Field, PhoneInput, Price, Skeleton, StateView, THEME_PROPERTIES } from '@vitrina/ui';
import type { Locale } from '@vitrina/events';
import type { UiKitT } from './use-ui-kit-t.ts';

function Sample({ caption, className, children }: { caption: string; className?: string; children: ReactNode }) {
  return (
    <figure className={`uikit-sample${className ? ` ${className}` : ''}`}>
      {children}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** The theme's colours as the primitives read them (tokens.ts), by their custom property names. */
export function Colours({ t }: { t: UiKitT }) {
  const colours = THEME_PROPERTIES.filter((name) => name.startsWith('--color-'));
  return (
    <section>
      <h3>{t('colours')}</h3>
      <ul className="uikit-swatches">
        {colours.map((name) => (
          <li key={name} className="uikit-swatch">
            <span className="uikit-chip" style={{ background: `var(${name})` }} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Each button variant at rest, hovered, focused from the keyboard and disabled; the logo's hover fade. */
export function Buttons({ t, logo }: { t: UiKitT; logo: string }) {
  return (
    <section>
      <h3>{t('buttons')}</h3>
      {(['primary', 'secondary'] as const).map((variant) => (
        <div key={variant} className="uikit-samples" data-variant={variant}>
          <Sample caption={t('stateDefault')}>
            <Button variant={variant}>{t(variant)}</Button>
          </Sample>
          <Sample caption={t('stateHover')} className="uikit-pin-hover">
            <Button variant={variant}>{t(variant)}</Button>
          </Sample>
          <Sample caption={t('stateFocus')} className="uikit-pin-focus">
            <Button variant={variant}>{t(variant)}</Button>
          </Sample>
          <Sample caption={t('stateDisabled')}>
            <Button variant={variant} disabled>
              {t(variant)}
            </Button>
          </Sample>
        </div>
      ))}
      {logo ? (
        <Sample caption={t('logoHover')}>
          <img className="uikit-faded" src={logo} alt="" height={40} />
        </Sample>
      ) : null}
    </section>
  );
}

/** A field at rest, with a hint, required with its error, disabled; and the shop's phone field. */
export function Fields({ t }: { t: UiKitT }) {
  return (
    <section>
      <h3>{t('fields')}</h3>
      <div className="uikit-fields">
        <Field name="name" label={t('fieldName')}>
          {(control) => <input {...control} type="text" />}
        </Field>
        <Field name="name-hint" label={t('fieldName')} hint={t('fieldHint')}>
          {(control) => <input {...control} type="text" />}
        </Field>
        <Field name="name-error" label={t('fieldName')} required requiredText={t('required')} error={t('fieldError')}>
          {(control) => <input {...control} type="text" />}
        </Field>
        <Field name="name-disabled" label={`${t('fieldName')} · ${t('stateDisabled')}`}>
          {(control) => <input {...control} type="text" disabled />}
        </Field>
        <Field name="phone" label={t('fieldPhone')}>
          {(control) => <PhoneInput {...control} />}
        </Field>
      </div>
    </section>
  );
}

/** A price, and a discounted one with its old price and badge, in the shop's currency. */
export function Prices({ t, currency, locale }: { t: UiKitT; currency: string; locale: Locale }) {
  return (
    <section>
      <h3>{t('prices')}</h3>
      <div className="uikit-samples">
        <Price amount={129_900} currency={currency} locale={locale} oldLabel={t('oldPrice')} testId="uikit-price" />
        <Price
          amount={104_900}
          oldAmount={129_900}
          badge="-19%"
          currency={currency}
          locale={locale}
          oldLabel={t('oldPrice')}
          testId="uikit-price-discounted"
        />
      </div>
    </section>
  );
}

/** What a section shows around its data: loading (a skeleton, a busy note), empty, an error to retry. */
export function States({ t }: { t: UiKitT }) {
  const texts = {
    loading: t('loading'),
    emptyTitle: t('emptyTitle'),
    emptyText: t('emptyText'),
    error: t('error'),
    retry: t('retry'),
  };
  const noRetry = () => undefined;
  return (
    <section>
      <h3>{t('states')}</h3>
      <div className="uikit-fields">
        <div className="uikit-box">
          <Skeleton count={2} label={t('skeleton')} />
          <StateView state="loading" texts={texts} />
        </div>
        <div className="uikit-box">
          <StateView state="empty" texts={texts} emptyHeading="h3" />
        </div>
        <div className="uikit-box">
          <StateView state="error" texts={texts} onRetry={noRetry} />
        </div>
      </div>
    </section>
  );
}
