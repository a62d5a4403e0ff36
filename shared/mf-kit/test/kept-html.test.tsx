import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Kept, KeptCollectorProvider, pageKeptCollector } from '../src/kept-html/index.ts';
import { innerHtmlOf } from '../src/kept-html/collect.ts';

interface Item {
  id: number;
  title: string;
  price: number;
}

/** A card that counts its own renders: a kept card is not rendered again on the server. */
function cardRenders() {
  const renders: number[] = [];
  function Card({ item, withNote }: { item: Item; withNote?: boolean }) {
    renders.push(item.id);
    return (
      <>
        <h3>
          {item.title} №{item.id}
        </h3>
        <p className="price">{item.price} MDL</p>
        {withNote ? <article className="note">nested &lt;article&gt;</article> : null}
      </>
    );
  }
  return { renders, Card };
}

function serverPage(Card: ReturnType<typeof cardRenders>['Card'], items: Item[], keepPrefix = 'v1') {
  const collector = pageKeptCollector();
  const html = renderToString(
    <KeptCollectorProvider collector={collector}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Kept
              as="article"
              id={`card-${item.id}`}
              keep={`${keepPrefix}|${JSON.stringify(item)}`}
              className="card"
              data-product-id={item.id}
            >
              <Card item={item} withNote={item.id === 2} />
            </Kept>
          </li>
        ))}
      </ul>
    </KeptCollectorProvider>,
  );
  // As the shell does once the page has gone out: keep what this page rendered itself.
  if (collector.missedAny) collector.saveFrom(html);
  return html;
}

describe('Kept: markup rendered once on the server', () => {
  it('serves the second page the same bytes without rendering the cards again', () => {
    const { renders, Card } = cardRenders();
    const items = [
      { id: 1, title: 'Vitamin C', price: 120 },
      { id: 2, title: 'Zinc & <magnesium>', price: 85 },
    ];
    const first = serverPage(Card, items, 'same-bytes');
    expect(renders).toEqual([1, 2]);
    const second = serverPage(Card, items, 'same-bytes');
    expect(second).toBe(first);
    expect(renders).toEqual([1, 2]);
    expect(second).toContain('Zinc &amp; &lt;magnesium&gt;');
  });

  it('renders a card again when anything in its keep changed, so a new price shows at once', () => {
    const { renders, Card } = cardRenders();
    serverPage(Card, [{ id: 1, title: 'Vitamin C', price: 120 }], 'price');
    const after = serverPage(Card, [{ id: 1, title: 'Vitamin C', price: 99 }], 'price');
    expect(after).toContain('99<!-- --> MDL');
    expect(after).not.toContain('120');
    expect(renders).toEqual([1, 1]);
  });

  it('keeps nothing for an id the page shows with two different keeps (which markup is which is unknown)', () => {
    const { renders, Card } = cardRenders();
    const page = () => {
      const collector = pageKeptCollector();
      const html = renderToString(
        <KeptCollectorProvider collector={collector}>
          {[10, 12].map((price) => (
            <Kept key={price} as="div" id="card-7" keep={`twice|${price}`}>
              <Card item={{ id: 7, title: 'Fish oil', price }} />
            </Kept>
          ))}
        </KeptCollectorProvider>,
      );
      collector.saveFrom(html);
      return html;
    };
    page();
    const again = page();
    expect(again).toContain('10<!-- --> MDL');
    expect(again).toContain('12<!-- --> MDL');
    expect(renders).toEqual([7, 7, 7, 7]);
  });

  it('renders every time without a collector (the browser) or without a keep', () => {
    const { renders, Card } = cardRenders();
    const item = { id: 3, title: 'Iron', price: 40 };
    const bare = () =>
      renderToString(
        <Kept as="section" id="card-3" keep="browser">
          <Card item={item} />
        </Kept>,
      );
    expect(bare()).toBe(bare());
    expect(bare()).toContain('<section data-kept="card-3"><h3>Iron<!-- --> №<!-- -->3</h3>');
    serverPage(Card, [item], 'first');
    const unkept = () => {
      const collector = pageKeptCollector();
      const html = renderToString(
        <KeptCollectorProvider collector={collector}>
          <Kept as="div" id="card-3" keep={null}>
            <Card item={item} />
          </Kept>
        </KeptCollectorProvider>,
      );
      collector.saveFrom(html);
    };
    unkept();
    unkept();
    expect(renders).toEqual([3, 3, 3, 3, 3, 3]);
  });
});

describe('innerHtmlOf', () => {
  it('finds the end of the element past the same tag nested inside it', () => {
    const html =
      '<p>x</p><article class="a" data-kept="k-1"><article><b>in</b></article><i>after</i></article><p>y</p>';
    expect(innerHtmlOf(html, 'k-1', 'article')).toBe('<article><b>in</b></article><i>after</i>');
  });

  it('answers null for a missing id, a marker on another tag or an element never closed', () => {
    expect(innerHtmlOf('<div data-kept="a">x</div>', 'b', 'div')).toBeNull();
    expect(innerHtmlOf('<span data-kept="a">x</span>', 'a', 'div')).toBeNull();
    expect(innerHtmlOf('<div data-kept="a"><div>x</div>', 'a', 'div')).toBeNull();
  });
});
