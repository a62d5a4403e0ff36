import { renderToString } from 'react-dom/server';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { $siteSettings } from '@vitrina/events';
import type { GlobalSettings } from '@vitrina/events';
import { PhoneInput } from '../src/index.ts';

/** The phone field of a shop with these settings, as server HTML. */
function renderFor(settings: Pick<GlobalSettings, 'is_romanian' | 'project_currency'> | null) {
  const scope = fork({ values: [[$siteSettings, settings as GlobalSettings | null]] });
  return renderToString(
    <Provider value={scope}>
      <PhoneInput name="phone" id="phone" />
    </Provider>,
  );
}

describe('the phone field', () => {
  it.each([
    [{ is_romanian: true, project_currency: 'RON' }, '+40 ###-###-###'],
    [{ is_romanian: false, project_currency: 'UAH' }, '+38 ### ###-##-##'],
    [{ is_romanian: false, project_currency: 'MDL' }, '+(373) ##-###-###'],
    [null, '+38 ### ###-##-##'],
  ])("of a shop with %o shows the shop's mask %s as its placeholder", (settings, mask) => {
    expect(renderFor(settings)).toContain(`placeholder="${mask}"`);
  });

  it('is a telephone input the browser can autofill', () => {
    const html = renderFor(null);
    expect(html).toContain('type="tel"');
    expect(html).toContain('inputMode="tel"');
    expect(html).toContain('autoComplete="tel"');
    expect(html).toContain('name="phone"');
  });
});
