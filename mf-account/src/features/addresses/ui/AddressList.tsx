import { useUnit } from 'effector-react';
import { notify } from '@vitrina/events';
import type { DeliveryAddress } from '@vitrina/contract';
import { Button, Modal, useModal } from '@vitrina/ui';
import type { CallResult } from '../../../shared/api/account-call.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import type { AccountT } from '../../../shared/ui/use-account-t.ts';
import {
  $addresses,
  $addressToDelete,
  $localities,
  addressDeleteAsked,
  deleteAddressFx,
  setDefaultAddressFx,
} from '../model.ts';
import type { Locality } from '../model.ts';

export const DELETE_WINDOW = 'account:address-delete';

/** One line a shopper recognises the address by: city, street and building. */
function summaryOf(t: AccountT, address: DeliveryAddress, localities: Locality[]): string {
  const city = localities.find((l) => l.localityId === address.shipping_city_id)?.label;
  return t('addressSummary', {
    city: city ?? t('addressCityNumber', { id: address.shipping_city_id }),
    street: address.shipping_street_id,
    building: address.shipping_building,
  });
}

/** What a refused or failed call tells the shopper: the server's message when it sent one. */
const failureText = (t: AccountT, result: CallResult) =>
  result.kind === 'rejected' && result.message ? result.message : t('unknownError');

/** The saved addresses, the default first and marked; each can become the default or be deleted (after a question). */
export function AddressList() {
  const t = useAccountT();
  const [addresses, localities, toDelete, ask, remove, makeDefault, raise] = useUnit([
    $addresses,
    $localities,
    $addressToDelete,
    addressDeleteAsked,
    deleteAddressFx,
    setDefaultAddressFx,
    notify,
  ]);
  const deleteWindow = useModal(DELETE_WINDOW);

  async function report(result: Promise<CallResult>, done: string) {
    const answer = await result;
    if (answer.kind === 'stopped') return;
    raise(answer.kind === 'ok' ? { kind: 'success', text: done } : { kind: 'error', text: failureText(t, answer) });
  }

  if (!addresses?.length) return <p data-testid="addresses-empty">{t('addressesEmpty')}</p>;
  return (
    <>
      <ul className="mfa-cards" data-testid="address-list">
        {addresses.map((address) => {
          // Every card has buttons of the same names: each is described by its card's address.
          const titleId = `mfa-address-${address.shipping_address_id}`;
          return (
            <li key={address.shipping_address_id} className="mfa-card" data-testid="address">
              <p className="mfa-card-title" id={titleId}>
                {summaryOf(t, address, localities)}
                {address.is_default ? <span className="mfa-badge">{t('addressDefault')}</span> : null}
              </p>
              {address.shipping_apartment ? (
                <p>{t('addressApartmentLine', { apartment: address.shipping_apartment })}</p>
              ) : null}
              {address.shipping_address_note ? <p className="mfa-note">{address.shipping_address_note}</p> : null}
              <div className="mfa-actions">
                {address.is_default ? null : (
                  <Button
                    variant="secondary"
                    aria-describedby={titleId}
                    onClick={() => void report(makeDefault(address.shipping_address_id), t('addressDefaultChanged'))}
                  >
                    {t('addressMakeDefault')}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  aria-describedby={titleId}
                  onClick={() => {
                    ask(address);
                    deleteWindow.open();
                  }}
                >
                  {t('addressDelete')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <Modal id={DELETE_WINDOW} title={t('addressDeleteTitle')}>
        <p>{toDelete ? t('addressDeleteText', { address: summaryOf(t, toDelete, localities) }) : null}</p>
        <div className="mfa-actions">
          <Button
            data-testid="address-delete-confirm"
            onClick={() => {
              deleteWindow.close();
              if (toDelete) void report(remove(toDelete.shipping_address_id), t('addressDeleted'));
            }}
          >
            {t('addressDeleteConfirm')}
          </Button>
          <Button variant="secondary" onClick={deleteWindow.close}>
            {t('cancel')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
