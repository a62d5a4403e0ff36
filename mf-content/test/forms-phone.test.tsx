// The content forms take a phone in the shop's mask: the field shows it, and the check before
// sending refuses a number that does not fit it (the API refuses it too, with the same code).
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '@vitrina/i18n';
import i18next from 'i18next';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { $siteSettings } from '@vitrina/events';
import type { GlobalSettings } from '@vitrina/events';
import { PHONE_MASKS } from '@vitrina/domain/phone-mask';
import { ConsultationForm } from '../src/features/forms/Forms.tsx';
import { validateFields } from '../src/features/forms/validate.ts';
import { loadContentTexts, NAMESPACE } from '../src/i18n/index.ts';

const en = await loadContentTexts('en');
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', ns: [NAMESPACE], resources: { en: { [NAMESPACE]: en } }, initAsync: false });

describe('the phone of a content form', () => {
  it("is typed in the shop's mask", () => {
    const romanian = { is_romanian: true, project_currency: 'RON' } as GlobalSettings;
    const html = renderToString(
      <Provider value={fork({ values: [[$siteSettings, romanian]] })}>
        <I18nextProvider i18n={i18n}>
          <ConsultationForm />
        </I18nextProvider>
      </Provider>,
    );
    const phone = /<input[^>]*name="phone"[^>]*>/.exec(html)?.[0] ?? '';
    expect(phone).toContain(`placeholder="${PHONE_MASKS.RO}"`);
    expect(phone).toContain('type="tel"');
  });

  it.each([
    [PHONE_MASKS.MD, '+(373)69-123-456', {}],
    [PHONE_MASKS.MD, '+40712-345-678', { phone: 'invalid_phone' }],
    [PHONE_MASKS.RO, '+40712-345-678', {}],
    [PHONE_MASKS.UA, '+38067123-45', { phone: 'invalid_phone' }],
    [PHONE_MASKS.UA, '', { phone: 'required' }],
  ])('with the mask %s, %j gives %o before sending', (mask, phone, errors) => {
    const values = { name: 'Ana', ...(phone ? { phone } : {}) };
    expect(validateFields('consultationFields', values, mask)).toEqual(errors);
  });
});
