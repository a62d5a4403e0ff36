// The desktop category row: each category a toggle with its subcategories, and the brands entry at
// the position the brand tree names (the shell's menu rules, kept to what this shop's data needs).
import { Link } from '#link';
import { Disclosure } from '../client/Disclosure.tsx';
import { Icon } from '../Icon.tsx';
import { t } from '../texts.ts';
import type { FrameData } from '../types.ts';

/** How many brands the brands dropdown lists before "all brands". */
const BRANDS_IN_DROPDOWN = 12;

interface Entry {
  id: string;
  title: string;
  all: { title: string; path: string };
  items: { id: string; title: string; path: string }[];
}

function entries(frame: FrameData): Entry[] {
  const categories = frame.menu.map((category) => ({
    id: `category-${category.id}`,
    title: category.categoryTitle,
    all: { title: t.allOf(category.categoryTitle), path: category.categoryUrl },
    items: category.subcategories.map((sub) => ({
      id: `sub-${sub.id}`,
      title: sub.subCategoryTitle,
      path: sub.subCategoryUrl,
    })),
  }));
  const brands = frame.brands.groups.flatMap((group) => group.brands).slice(0, BRANDS_IN_DROPDOWN);
  const at = frame.brands.brands_position;
  if (at === null || brands.length === 0) return categories;
  const index = Math.min(Math.max(Math.trunc(at), 0), categories.length);
  const entry = {
    id: 'brands',
    title: t.brands,
    all: { title: t.allBrands, path: 'brands' },
    items: brands.map((brand) => ({ id: `brand-${brand.id}`, title: brand.name, path: `brands/${brand.slug}` })),
  };
  return [...categories.slice(0, index), entry, ...categories.slice(index)];
}

export function CategoryNav({ frame, lang }: { frame: FrameData; lang: string }) {
  return (
    <nav className="category-nav" aria-label={t.categories}>
      <ul className="category-row">
        {entries(frame).map((entry) => (
          <li key={entry.id} className="category-item">
            <Disclosure
              className="category-link category-toggle"
              panelClassName="category-dropdown"
              label={
                <>
                  {entry.title}
                  <Icon name="chevron" size={16} />
                </>
              }
              panel={
                <ul aria-label={t.subcategories(entry.title)}>
                  <li>
                    <Link className="dropdown-all" href={`/${lang}/${entry.all.path}`}>
                      {entry.all.title}
                    </Link>
                  </li>
                  {entry.items.map((item) => (
                    <li key={item.id}>
                      <Link href={`/${lang}/${item.path}`}>{item.title}</Link>
                    </li>
                  ))}
                </ul>
              }
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
