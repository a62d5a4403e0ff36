// Every store of mf-catalog goes through its one unit factory: loading all of the remote's model
// files declares each sid once, and any second declaration of a taken key, in any file, is refused.
import { describe, expect, it } from 'vitest';
import { catalogUnits } from '../src/shared/lib/units.ts';

describe("mf-catalog's store ids", () => {
  it('are declared once across all of its files, through one registry', async () => {
    // Loading every model declares every store; a key taken twice would throw here.
    await Promise.all([
      import('../src/shared/api/resources.ts'),
      import('../src/features/search/model/search-model.ts'),
      import('../src/features/lists/model/lists-model.ts'),
    ]);
    for (const key of ['resources', 'search/results', 'lists/favorites']) {
      expect(() => catalogUnits.store(key, null)).toThrow(`store "${key}" is declared twice in mf-catalog`);
    }
  });
});
