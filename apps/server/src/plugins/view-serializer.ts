import type { FastifySerializerCompiler } from 'fastify';

/**
 * The serializer of the routes that answer with the engine's circuit views and outcomes (a circuit's
 * start, a move, a snapshot, a proof). fast-json-stringify chooses each union's branch by running Ajv
 * on the value, and has Ajv compile a branch the first time a value takes it, inside that request:
 * after a server start the first circuit's start waited 209–313 ms, its moves 1.6 s in all, its proof
 * 155 ms (docs/performance.md, "Server floor"; `npm run bench -- view-serializer`).
 * Its other service, dropping fields the schema does not name, has nothing to drop here: the engine
 * builds every view and outcome field by field, and the contract's test closes every object of the view
 * and outcome schemas and checks every view and outcome of twenty random circuits against them
 * (packages/contract/src/views.test.ts); a proof's moves are the moves as validated on arrival.
 * `test/unit/view-serializer.test.ts` checks both serializers write the same JSON for every answer.
 * The response schemas still document the routes (OpenAPI) and type their handlers.
 */
export const viewSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
