import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { validatorCompiler } from '../../src/plugins/validator-compiler';

const compile = (schema: ReturnType<typeof Type.Object>, httpPart: string) =>
  validatorCompiler({ schema, httpPart, method: 'GET', url: '/x' }) as (value: unknown) => {
    value?: unknown;
    error?: unknown;
  };

describe('validatorCompiler', () => {
  const IdParams = Type.Object({ id: Type.String({ maxLength: 8 }) });

  it('checks string path parameters as they are', () => {
    const validate = compile(IdParams, 'params');
    expect(validate({ id: 'abc' })).toEqual({ value: { id: 'abc' } });
    const tooLong = validate({ id: 'abcdefghi' });
    expect(tooLong.value).toBeUndefined();
    expect(Array.isArray(tooLong.error) && tooLong.error.length > 0).toBe(true);
  });

  it('still converts a querystring from its strings, and never a body', () => {
    const Query = Type.Object({ n: Type.Integer() });
    expect(compile(Query, 'querystring')({ n: '12' })).toEqual({ value: { n: 12 } });
    expect(compile(Query, 'body')({ n: '12' }).error).toBeDefined();
  });

  it('converts path parameters that are not all strings', () => {
    const Numbered = Type.Object({ n: Type.Integer() });
    expect(compile(Numbered, 'params')({ n: '7' })).toEqual({ value: { n: 7 } });
  });
});
