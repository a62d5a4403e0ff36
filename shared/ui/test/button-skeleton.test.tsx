import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button, Skeleton, UI_CSS } from '../src/index.ts';

describe('a button', () => {
  it('is a plain button unless told to submit, so it never sends a form by accident', () => {
    expect(renderToString(<Button>Open</Button>)).toContain('<button type="button"');
    expect(renderToString(<Button type="submit">Send</Button>)).toContain('<button type="submit"');
  });

  it('when disabled carries the native attribute: out of the tab order, presses ignored, announced as dimmed', () => {
    const html = renderToString(<Button disabled>Send</Button>);
    expect(html).toBe('<button type="button" disabled="" class="vui-button vui-button-primary">Send</button>');
    expect(UI_CSS).toMatch(/\.vui-button:disabled\{opacity:var\(--opacity-disabled, \.5\);cursor:not-allowed\}/);
  });

  it('looks primary or secondary, keeps its own classes, and is at least 44 px each way', () => {
    expect(renderToString(<Button className="wide">A</Button>)).toContain('class="vui-button vui-button-primary wide"');
    expect(renderToString(<Button variant="secondary">B</Button>)).toContain('class="vui-button vui-button-secondary"');
    expect(UI_CSS).toMatch(/\.vui-button\{[^}]*min-height:44px;min-width:44px/);
  });
});

describe('a skeleton', () => {
  it('is a busy list named by what is loading, one block per item on its way', () => {
    const html = renderToString(<Skeleton count={3} label="Searching" testId="search-skeleton" />);
    expect(html).toMatch(
      /^<ul class="vui-skeleton" aria-busy="true" aria-label="Searching" data-testid="search-skeleton">/,
    );
    expect(html.match(/<li class="vui-skeleton-block"><\/li>/g)).toHaveLength(3);
  });
});
