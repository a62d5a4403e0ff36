import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { StateView } from '@vitrina/ui';
import {
  $addresses,
  $addressesFailed,
  AddressForm,
  AddressList,
  addressesPageOpened,
  addressesRetried,
} from '../../../features/addresses/index.ts';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { CabinetLayout } from '../../../widgets/cabinet-layout/ui/CabinetLayout.tsx';
import { useListTexts } from '../../../shared/ui/list-texts.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';

/** /account/addresses: the shopper's delivery addresses and the form that adds one. */
export function AddressesPage() {
  const t = useAccountT();
  usePageHead('addressesTitle');
  const [addresses, failed, opened, retry] = useUnit([
    $addresses,
    $addressesFailed,
    addressesPageOpened,
    addressesRetried,
  ]);
  useEffect(() => {
    opened();
  }, [opened]);
  const texts = useListTexts();
  return (
    <CabinetLayout title={t('addressesTitle')}>
      <div className="mfa-columns" data-testid="addresses-page">
        <section aria-labelledby="mfa-addresses-list-title">
          <h2 id="mfa-addresses-list-title">{t('addressesListTitle')}</h2>
          <StateView state={failed ? 'error' : addresses ? 'content' : 'loading'} texts={texts} onRetry={retry}>
            <AddressList />
          </StateView>
        </section>
        <section aria-labelledby="mfa-address-form-title" className="mfa-panel">
          <h2 id="mfa-address-form-title">{t('addressAddTitle')}</h2>
          <AddressForm />
        </section>
      </div>
    </CabinetLayout>
  );
}
