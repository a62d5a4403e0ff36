import type { ReactNode } from 'react';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { I18nextProvider } from '@vitrina/i18n';
import type { i18n } from 'i18next';
import { RemoteLoaderContext } from '../remotes/remote-loader.ts';
import type { RemoteLoader } from '../remotes/remote-loader.ts';
import { RootHydrated } from './hydration.tsx';
import { SiteContext } from './site.ts';
import type { ShellSite } from './site.ts';

/**
 * The providers around the router, identical on the server and in the browser. `RootHydrated`
 * renders nothing; in the browser it reports the root's hydration commit (see hydration.tsx).
 */
export function Root(props: { scope: Scope; i18n: i18n; loader: RemoteLoader; site: ShellSite; children: ReactNode }) {
  return (
    <Provider value={props.scope}>
      <I18nextProvider i18n={props.i18n}>
        <RemoteLoaderContext.Provider value={props.loader}>
          <SiteContext.Provider value={props.site}>
            {props.children}
            <RootHydrated />
          </SiteContext.Provider>
        </RemoteLoaderContext.Provider>
      </I18nextProvider>
    </Provider>
  );
}
