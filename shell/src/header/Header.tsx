import { AccountSlot } from './AccountSlot.tsx';
import { CartSlot } from './CartSlot.tsx';
import { CatalogWindow } from './CatalogWindow.tsx';
import { CategoryNav } from './CategoryNav.tsx';
import { HeaderActions } from './HeaderActions.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenuButton } from './MobileMenuButton.tsx';
import { MobileSearch, MobileSearchToggle, SearchToggle } from './SearchToggle.tsx';
import { ListCountsSlot, SearchWindowSlot } from './SearchWindowSlot.tsx';
import { TopBar } from './TopBar.tsx';

/**
 * The header (spec, section 2). Desktop: top bar, the main row (logo, catalog window, search,
 * actions) and the category row. At 1024 px and narrower the CSS swaps in the menu button and
 * the mobile search, and hides the top bar and the category row (the mobile menu has them).
 */
export function Header() {
  return (
    <header className="site-header">
      <TopBar />
      <div className="header-main">
        <MobileMenuButton />
        <Logo />
        <div className="desktop-only header-tools">
          <CatalogWindow />
          <SearchToggle />
        </div>
        <MobileSearchToggle />
        <HeaderActions />
      </div>
      <MobileSearch />
      <CategoryNav />
      <SearchWindowSlot />
      <ListCountsSlot />
      <AccountSlot />
      <CartSlot />
    </header>
  );
}
