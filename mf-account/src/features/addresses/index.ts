// The shopper's delivery addresses: the list (make default, delete) and the add form.
export { AddressForm } from './ui/AddressForm.tsx';
export { AddressList } from './ui/AddressList.tsx';
export {
  $addresses,
  $addressesFailed,
  addressesPageOpened,
  addressesRetried,
  loadAddressesFx,
  loadLocalitiesFx,
} from './model.ts';
