import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/** An object schema whose every property is a string: nothing in it to convert. */
function onlyStrings(schema: TSchema): boolean {
  const { type, properties } = schema as { type?: unknown; properties?: Record<string, { type?: unknown }> };
  return type === 'object' && properties !== undefined && Object.values(properties).every((p) => p.type === 'string');
}

/**
 * TypeBox's validator (no coercion of a body; querystring and headers converted from their strings),
 * except for path parameters that are all strings, which it would pass through TypeBox's interpreted
 * Value.Convert on every request for nothing (the router hands them over as strings): 2 % of a
 * move's CPU (docs/performance.md). Those are only checked, by the same compiled check.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  if (route.httpPart !== 'params' || !onlyStrings(route.schema)) return TypeBoxValidatorCompiler(route);
  const check = Compile(route.schema);
  return (value) => (check.Check(value) ? { value } : { error: check.Errors(value) as never });
};
