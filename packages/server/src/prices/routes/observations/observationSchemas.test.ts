import type { WireBody } from '@pricetrail/core';
import { Ajv } from 'ajv';
import { describe, expect, expectTypeOf, test } from 'vitest';
import type { RawObservation } from '../../ingest/check.js';
import { observationsBodySchema } from './observationSchemas.js';

type DocumentedItem = WireBody<'/api/prices/observations', 'post'>['observations'][number];

// Listing facts only an operator's import file or the tracker carries, never a client.
type ImportOnlyFacts = 'brand' | 'imageUrl' | 'clusterKey';

describe('the observation schemas', () => {
  test('document every field the per-item checks read from a client, and no other', () => {
    expectTypeOf<keyof DocumentedItem>().toEqualTypeOf<
      Exclude<keyof RawObservation, ImportOnlyFacts>
    >();
  });

  test('leave item types to the per-item checks: nothing refused as a whole or coerced', () => {
    // Set as Fastify's validator is: strings coerced to the declared type.
    const validate = new Ajv({ coerceTypes: 'array', strictSchema: false }).compile(
      observationsBodySchema,
    );
    const item = { url: 5, title: ['x'], listPrice: '100', finalPrice: true, observedAt: 'now' };
    const body = { observations: [{ ...item }] };
    expect(validate(body)).toBe(true);
    expect(body.observations).toEqual([item]);
  });
});
