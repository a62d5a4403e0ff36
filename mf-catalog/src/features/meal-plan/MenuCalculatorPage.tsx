import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { localePath } from '@vitrina/mf-kit/breadcrumbs';
import { usePage } from '../../shared/page.ts';
import { useResources } from '../../shared/resources.ts';
import type { Resource } from '../../shared/resources.ts';
import { StateView } from '../../shared/ui/StateView.tsx';
import { useExtrasT } from '../texts/index.ts';
import { ExtrasFrame } from '../ui/ExtrasFrame.tsx';
import { localityOf, menuPageSpec, menuRequest } from './menu-spec.ts';
import { MenuPlan } from './MenuPlan.tsx';
import { readSelectedCity, saveSelectedCity } from './selected-city.ts';
import type { MenuData } from './selection.ts';

/**
 * The meal-plan shop's menu calculator. The city is a plain GET form (works without JavaScript);
 * without a city the page says so, and a failed menu call shows the spec's error text.
 */
export function MenuCalculatorPage() {
  const t = useExtrasT();
  const navigate = useNavigate();
  const view = usePage(menuPageSpec);
  const locality = localityOf(view.search);
  const found: Resource<MenuData>[] = useResources<[MenuData]>(locality ? [menuRequest(locality)] : []);
  const menu = found[0];

  // A city chosen on an earlier visit is offered again; a city in the URL becomes the remembered one.
  useEffect(() => {
    if (locality) saveSelectedCity(locality);
    else {
      const saved = readSelectedCity();
      if (saved) navigate(`?locality_id=${saved}`, { replace: true });
    }
  }, [locality, navigate]);

  if (view.state !== 'ready') return <StateView view={view} />;
  const [localities] = view.data;
  let body;
  if (!locality) body = <p role="status" data-testid="menu-no-city">{t('menuNoCity')}</p>;
  else if (!menu || menu.status === 'loading') body = <p aria-busy="true">{t('loading')}</p>;
  else if (menu.status === 'failed') body = <p role="alert" data-testid="menu-failed">{t('menuFailed')}</p>;
  else body = <MenuPlan key={JSON.stringify(menu.data.current_date) + locality} data={menu.data} locale={view.locale} t={t} />;

  return (
    <ExtrasFrame testId="menu-calculator">
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
    </ExtrasFrame>
  );
}
