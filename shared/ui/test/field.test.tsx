import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from '../src/index.ts';

/** The attributes of the first element matching `tag`, read from server HTML. */
function attributesOf(html: string, tag: string): Record<string, string> {
  const element = new RegExp(`<${tag}\\b([^>]*)>`).exec(html)?.[1] ?? '';
  return Object.fromEntries([...element.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

const render = (props: Partial<Parameters<typeof Field>[0]> = {}) =>
  renderToString(
    <Field name="email" label="E-mail" {...props}>
      {(control) => <input {...control} type="email" />}
    </Field>,
  );

describe('a field', () => {
  it('names its control by the label', () => {
    const html = render();
    expect(attributesOf(html, 'label').for).toBe(attributesOf(html, 'input').id);
    expect(attributesOf(html, 'input').name).toBe('email');
  });

  it('announces its error: the control is invalid and described by the message', () => {
    const html = render({ error: 'Enter a valid e-mail' });
    const input = attributesOf(html, 'input');
    expect(input['aria-invalid']).toBe('true');
    const error = attributesOf(html, 'p');
    expect(input['aria-describedby']).toBe(error.id);
    expect(error['data-field-error']).toBe('email');
    expect(html).toContain('Enter a valid e-mail</p>');
  });

  it('is described by its hint and its error together, hint first', () => {
    const html = render({ hint: 'PDF, at most 5 MB', error: 'Too big' });
    const [hintId, errorId] = attributesOf(html, 'input')['aria-describedby']!.split(' ');
    expect(html).toContain(`id="${hintId}">PDF, at most 5 MB</p>`);
    expect(html).toContain(`id="${errorId}" data-field-error="email">Too big</p>`);
  });

  it('without an error is valid and describes nothing', () => {
    const input = attributesOf(render(), 'input');
    expect(input['aria-invalid']).toBe('false');
    expect(input['aria-describedby']).toBeUndefined();
  });

  it('says "required" to a screen reader and hides the star from it', () => {
    const html = render({ required: true, requiredText: 'required' });
    expect(attributesOf(html, 'input')['aria-required']).toBe('true');
    expect(html).toContain('<span aria-hidden="true"> *</span>');
    expect(html).toContain('<span class="vui-sr-only"> (<!-- -->required<!-- -->)</span>');
  });

  it('leaves aria-required to a control that says required natively (the HTML checker calls both redundant)', () => {
    const aria = attributesOf(render({ required: true }), 'input');
    expect(aria['aria-required']).toBe('true');
    const html = renderToString(
      <Field name="email" label="E-mail" required nativeRequired>
        {(control) => <input {...control} type="email" required />}
      </Field>,
    );
    const native = attributesOf(html, 'input');
    expect(native).not.toHaveProperty('aria-required');
    expect(html).toMatch(/<input[^>]*required=""/);
  });
});
