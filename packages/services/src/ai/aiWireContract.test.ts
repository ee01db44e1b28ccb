import type { ApiPaths, WireQuery } from '@pricetrail/core';
import { describe, expectTypeOf, it } from 'vitest';
import type { ServerErrorBody } from '../http/errors';
import type { AiAnswerKind, AiApiClient } from './aiTypes';

type AnswerPath = `/api/ai/${AiAnswerKind}`;

type Responses = NonNullable<ApiPaths[AnswerPath]['get']>['responses'];

// `pnpm typecheck` checks these: a path, query or refusal of the AI answers drifting from the API
// document (packages/core/src/wire/openapi.ts, `pnpm api:types`) fails to compile. The events
// inside the stream are outside the document (`AiEvent`).
describe('the wire types of AiApi', () => {
  it('asks for each kind of answer at its documented path with the documented dp query', () => {
    expectTypeOf<AnswerPath>().toExtend<keyof ApiPaths>();
    expectTypeOf<WireQuery<'/api/ai/rate'>>().toEqualTypeOf<{ readonly dp: string }>();
    expectTypeOf<WireQuery<'/api/ai/compare'>>().toEqualTypeOf<{
      readonly dp: readonly string[];
    }>();
    expectTypeOf<AiApiClient['stream']>()
      .parameter(1)
      .toEqualTypeOf<WireQuery<'/api/ai/compare'>['dp']>();
  });

  it('reads an answer as an event stream and a refusal as the documented JSON', () => {
    expectTypeOf<Responses[200]['content']>().toEqualTypeOf<{
      readonly 'text/event-stream': string;
    }>();
    expectTypeOf<Responses[400 | 404 | 429]['content']['application/json']>().toExtend<
      Required<ServerErrorBody>
    >();
  });
});
