import { renderToString } from 'react-dom/server';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { $openModal, modalOpened } from '@vitrina/events';
import { Drawer, Modal, useModal } from '../src/index.ts';

/** Renders `node` in `scope` on the server and hands back the hook's answer from that render. */
function renderWithModal(scope: ReturnType<typeof fork>, id: string) {
  let modal: ReturnType<typeof useModal> | undefined;
  function Owner() {
    modal = useModal(id);
    return (
      <>
        <Modal id={id} title="Contact the seller">
          <input name="name" />
        </Modal>
        <Drawer id={`${id}-drawer`} title="Filters">
          <input name="price" />
        </Drawer>
      </>
    );
  }
  const html = renderToString(
    <Provider value={scope}>
      <Owner />
    </Provider>,
  );
  return { html, modal: modal! };
}

describe('a modal or drawer', () => {
  it('opens and closes through the bus, so opening one closes any other', async () => {
    const scope = fork();
    await allSettled(modalOpened, { scope, params: 'cart' });
    const { modal } = renderWithModal(scope, 'contact');
    expect(modal.isOpen).toBe(false);
    modal.open();
    expect(scope.getState($openModal)).toBe('contact');
    expect(renderWithModal(scope, 'contact').modal.isOpen).toBe(true);
    modal.close();
    expect(scope.getState($openModal)).toBeNull();
  });

  it('is never in the server HTML, even while the bus holds its id, so hydration meets the same markup', async () => {
    for (const open of ['contact', 'contact-drawer']) {
      const scope = fork();
      await allSettled(modalOpened, { scope, params: open });
      expect(renderWithModal(scope, 'contact').html).toBe('');
    }
  });
});
