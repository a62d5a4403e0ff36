import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $openModal, AGE_MODAL_ID, CITY_MODAL_ID } from '@vitrina/events';
import { AgeGate } from './AgeGate.tsx';
import { CityChoice } from './CityChoice.tsx';
import { gatesMounted } from './model.ts';

/**
 * The gates' windows, drawn inside the modal host's frame in place (not through a portal like a
 * remote's window), so the server's page already carries an open age question. Once hydrated it
 * has the visitor's cookies read (model.ts).
 */
export function GateWindows() {
  const [openId, mounted] = useUnit([$openModal, gatesMounted]);
  useEffect(() => mounted(), [mounted]);
  if (openId === AGE_MODAL_ID) return <AgeGate />;
  if (openId === CITY_MODAL_ID) return <CityChoice />;
  return null;
}
