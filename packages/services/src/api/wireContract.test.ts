import type { WireAnswer, WireBody } from '@pricetrail/core';
import { describe, expectTypeOf, it } from 'vitest';
import type { ObservationsApi } from './ObservationsApi';

// `pnpm typecheck` checks these: a client's wire type that drifts from the API document the
// server publishes (packages/core/src/wire/openapi.ts, `pnpm api:types`) fails to compile.
describe('the wire types of the API clients', () => {
  it('ObservationsApi sends and reads what POST /api/prices/observations documents', () => {
    type Path = '/api/prices/observations';
    expectTypeOf<ObservationsApi['report']>()
      .parameter(0)
      .toEqualTypeOf<readonly WireBody<Path, 'post'>['observations'][number][]>();
    expectTypeOf<ObservationsApi['report']>().returns.resolves.toEqualTypeOf<
      WireAnswer<Path, 'post'>
    >();
  });
});
