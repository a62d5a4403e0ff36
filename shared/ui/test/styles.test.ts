import { describe, expect, it } from 'vitest';
import { THEME_PROPERTIES, UI_CSS, WINDOW_FRAME_CSS, tokens } from '../src/index.ts';

/** The CSS with every `var(...)` (nested fallbacks included) taken out. */
function withoutVars(css: string): string {
  let rest = css;
  for (let previous = ''; previous !== rest;) {
    previous = rest;
    rest = rest.replace(/var\([^()]*\)/g, '');
  }
  return rest;
}

describe('the design tokens', () => {
  it('read the shell contrast-checked property first, then the raw brand colour, then a literal', () => {
    expect(tokens.color.link).toBe('var(--color-link, var(--color-primary, #1d4ed8))');
    expect(tokens.color.onFill).toBe('var(--color-on-primary, #ffffff)');
    expect(tokens.radius).toBe('var(--radius, 10px)');
  });

  it('list every property they read, once', () => {
    expect(THEME_PROPERTIES).toContain('--color-control-border');
    expect(THEME_PROPERTIES).toContain('--opacity-disabled');
    expect(new Set(THEME_PROPERTIES).size).toBe(THEME_PROPERTIES.length);
  });
});

describe("the primitives' styles", () => {
  it('take colours only from the tokens', () => {
    expect(withoutVars(UI_CSS)).not.toMatch(/#[0-9a-f]{3,8}\b|rgb|hsl/i);
  });

  it('style only vui- classes, so nothing outside the primitives changes', () => {
    const selectors = withoutVars(UI_CSS)
      .replace(/@keyframes[^{]*\{(?:[^{}]*\{[^}]*\})*\}/g, '')
      .replace(/@media[^{]*\{/g, '')
      .match(/[^{}]+(?=\{)/g)!;
    expect(selectors.length).toBeGreaterThan(10);
    for (const selector of selectors.flatMap((s) => s.split(','))) expect(selector.trim()).toMatch(/^\.vui-/);
  });

  it("leave the window's own box to the shell: a remote's <style> inside a window may not style the window around it", () => {
    expect(UI_CSS).not.toContain('.vui-window');
    expect(WINDOW_FRAME_CSS).toContain('.vui-window{');
  });
});
