import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { CreditWindows } from '../../../features/credit/index.ts';
import { FirstToKnowWindows } from '../../../features/first-to-know/index.ts';
import { OneClickWindows, PreOrderWindows } from '../../../features/quick-order/index.ts';
import { StoresWindow } from '../../../features/store-availability/index.ts';
import { $windowProduct, productWindowsStarted } from '../model/windows-model.ts';

/**
 * The product page's windows and their success windows, each drawn into the shell's modal host
 * while the bus holds its id (one at a time). Mounting says the code is here, so a press that
 * waited for it is served.
 */
export function ProductWindows() {
  const [product, started] = useUnit([$windowProduct, productWindowsStarted]);
  useEffect(() => {
    started();
  }, [started]);
  return (
    <>
      <OneClickWindows product={product} />
      <PreOrderWindows product={product} />
      <FirstToKnowWindows product={product} />
      <CreditWindows product={product} />
      <StoresWindow product={product} />
    </>
  );
}
