import { describe, expect, it } from 'vitest';
import { allSettled, createEvent, fork, serialize } from 'effector';
import { $notices, $openModal, createUnitFactory, modalClosed, modalOpened, notify } from '../src/index.ts';

describe('the bus rules', () => {
  it('keeps one modal open at a time and the last five notices', async () => {
    const scope = fork();
    await allSettled(modalOpened, { scope, params: 'auth' });
    await allSettled(modalOpened, { scope, params: 'cart' });
    expect(scope.getState($openModal)).toBe('cart');
    await allSettled(modalClosed, { scope });
    expect(scope.getState($openModal)).toBeNull();
    for (let i = 0; i < 7; i++) await allSettled(notify, { scope, params: { kind: 'info', text: `n${i}` } });
    expect(scope.getState($notices).map((n) => n.text)).toEqual(['n2', 'n3', 'n4', 'n5', 'n6']);
  });
});

describe('store ids', () => {
  it('differ between remotes that use the same key, so serialized state never collides', async () => {
    const catalog = createUnitFactory('mf-catalog-test');
    const content = createUnitFactory('mf-content-test');
    const $a = catalog.store('page', 'catalog page');
    const $b = content.store('page', 'content page');
    const setA = createEvent<string>();
    $a.on(setA, (_, v) => v);
    const scope = fork();
    await allSettled(setA, { scope, params: 'changed' });
    const state = serialize(scope);
    expect(state['mf-catalog-test/page']).toBe('changed');
    // Values restored in the browser land in the right remote's store.
    const browser = fork({ values: { ...state, 'mf-content-test/page': 'from server' } });
    expect(browser.getState($a)).toBe('changed');
    expect(browser.getState($b)).toBe('from server');
  });

  it('refuses a key declared twice in one remote, and owner names that are not plain', () => {
    const units = createUnitFactory('mf-twice-test');
    units.store('list', []);
    expect(() => units.store('list', [])).toThrow('declared twice');
    expect(() => createUnitFactory('Bad Name')).toThrow('lowercase');
  });
});
