// The delivery part of the checkout: the methods the shop offers, the address, pickup and carrier
// choices with their look-ups, and the server's price of the chosen delivery.
export {
  $deliveryChoice,
  $deliveryMethod,
  $deliveryMethods,
  $deliveryPrice,
  $deliveryPriceFailed,
  deliveryPriceRequested,
  deliveryUnwatched,
  deliveryWatched,
} from './model/price-model.ts';
export { deliveryDataRequested } from './model/delivery-data.ts';
export { $sectors, $streets, streetIdOf, streetInput } from './model/address-model.ts';
export { $slots, $slotsFailed } from './model/pickup-model.ts';
export { $carrierCities, $carrierPlaces, $carrierQuote, carrierCityInput, cityLabel } from './model/carrier-model.ts';
export { deliveryChoiceOf, deliveryMethodsOf, effectiveMethod } from './lib/delivery-methods.ts';
export { DeliveryFields } from './ui/DeliveryFields.tsx';
