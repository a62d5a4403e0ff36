import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useNavigate, useSearchParams } from '@vitrina/router';
import { $locale } from '@vitrina/events';
import { localePath } from '@vitrina/mf-kit/breadcrumbs';
import { usePage } from '../../../shared/api/page.ts';
import { $resources, useResources } from '../../../shared/api/resources.ts';
import type { Resource } from '../../../shared/api/resources.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { StateView } from '../../../shared/ui/StateView.tsx';
import { readSelectedCity, saveSelectedCity } from '../lib/selected-city.ts';
import type { MenuData } from '../lib/selection.ts';
import { calculatorChecks, calculatorPresence, localityOf, menuPageSpec } from '../model/menu-spec.ts';
import { MenuPlan } from './MenuPlan.tsx';

/**
 * /menu-calculator: the calculator on a shop that has one, the not-found page on any other (the
 * same answers the route's `load` decided by on the server; see `calculatorChecks`).
 */
export function MenuCalculatorPage() {
  const [search] = useSearchParams();
  const [locale, all] = useUnit([$locale, $resources]);
  const locality = localityOf(search);
  const checks = useResources(calculatorChecks(locality, all));
  const presence = calculatorPresence(locality, all);
  if (presence === 'absent')
    return <StateView view={{ state: 'missing', retry: () => undefined, locale, params: {}, search }} />;
  return (
    <MenuCalculator
      locality={locality}
      menu={locality ? (checks[0] as Resource<MenuData>) : undefined}
      known={presence === 'present'}
    />
  );
}

/**
 * The meal-plan shop's menu calculator. The city is a plain GET form (works without JavaScript);
 * without a city the page says so, and a failed menu call shows the spec's error text. Until the
 * shop is `known` to have a calculator (client navigation) the body says it is loading.
 */
function MenuCalculator({
  locality,
  menu,
  known,
}: {
  locality: number | null;
  menu: Resource<MenuData> | undefined;
  known: boolean;
}) {
  const t = useCatalogT();
  const navigate = useNavigate();
  const view = usePage(menuPageSpec);

  // A city chosen on an earlier visit is offered again; a city in the URL becomes the remembered one.
  useEffect(() => {
    if (!known) return;
    if (locality) saveSelectedCity(locality);
    else {
      const saved = readSelectedCity();
      if (saved) navigate(`?locality_id=${saved}`, { replace: true });
    }
  }, [known, locality, navigate]);

  if (view.state !== 'ready') return <StateView view={view} />;
  const [localities] = view.data;
  let body;
  if (!known) body = <p aria-busy="true">{t('loading')}</p>;
  else if (!locality)
    body = (
      <p role="status" data-testid="menu-no-city">
        {t('menuNoCity')}
      </p>
    );
  else if (!menu || menu.status === 'loading') body = <p aria-busy="true">{t('loading')}</p>;
  else if (menu.status === 'failed')
    body = (
      <p role="alert" data-testid="menu-failed">
        {t('menuFailed')}
      </p>
    );
  else
    body = <MenuPlan key={JSON.stringify(menu.data.current_date) + locality} data={menu.data} locale={view.locale} />;

  return (
    <div data-testid="menu-calculator">
      <h1>{t('menuTitle')}</h1>
      <form method="get" action={localePath(view.locale, '/menu-calculator')} className="search-page-form">
        <label htmlFor="menu-city">{t('menuCity')}</label>
        <select id="menu-city" name="locality_id" defaultValue={locality ?? ''} key={locality ?? 'none'}>
          <option value="" disabled>
            {t('menuChooseCity')}
          </option>
          {localities.map((l) => (
            <option key={l.localityId} value={l.localityId}>
              {l.label}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-primary">
          {t('menuApplyCity')}
        </button>
      </form>
      {body}
    </div>
  );
}
