// The cart's synchronisation across tabs and devices for a signed-in shopper (spec 4).
export { $syncOn, cartEventHeard, pullRecordFx, saveSyncFx, startSyncFx, syncAllowedFx } from './model/sync-model.ts';
export { useCartSocket } from './ui/use-cart-socket.ts';
