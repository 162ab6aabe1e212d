import { isStepId, STEP_IDS, type StepId } from '@psi/engine';
import { MoveBodyFields, MoveSchemas, taggedMember } from '@psi/contract';
import { Compile } from 'typebox/compile';

/** A move body the contract's union refused, in the words of the engine's rejection codes (docs/api.md). */
export type MoveBodyError = {
  error: 'malformed' | 'wrong-step' | 'incomplete' | 'unknown-choice';
  message: string;
};

interface CheckError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

// One compiled check per step's member, made when a bad move of that step first arrives: only the
// failure path pays for it (a valid move passes the union at the route).
const checks = new Map<StepId, ReturnType<typeof Compile>>();
function memberCheck(step: StepId) {
  let check = checks.get(step);
  if (!check) checks.set(step, (check = Compile(taggedMember(step, MoveBodyFields))));
  return check;
}

const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ');
const clip = (text: string) => text.slice(0, 40);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Why a move body failed the contract's union: it checks the body against the member its `step`
 * names, so the message speaks of that step's move ("A ready-set-go move has only the field
 * "choice"; "door" is not one of them.") rather than of seventeen union branches.
 */
export function moveBodyError(body: unknown): MoveBodyError {
  if (!isObject(body))
    return { error: 'malformed', message: 'A move is a JSON object: {"seq": 0, "step": "family", "move": {…}}.' };
  const step = body.step;
  if (typeof step !== 'string')
    return { error: 'malformed', message: 'A move needs "step", the current step id, e.g. "family".' };
  if (!isStepId(step))
    return {
      error: 'wrong-step',
      message: `"${clip(step)}" is not a step of the circuit; a step is one of ${quoted(STEP_IDS)}.`,
    };
  const first = [...memberCheck(step).Errors(body)].find((e) => e.keyword !== 'boolean') as CheckError | undefined;
  return first ? describe(step, first) : { error: 'malformed', message: `This is not a ${step} move.` };
}

function describe(step: StepId, e: CheckError): MoveBodyError {
  const fields = Object.keys(MoveSchemas[step].properties);
  const inMove = e.instancePath === '/move' || e.instancePath.startsWith('/move/');
  if (e.keyword === 'additionalProperties') {
    const extra = clip(String((e.params.additionalProperties as string[])[0]));
    if (e.instancePath === '/move') {
      const noun = fields.length > 1 ? 'fields' : 'field';
      return {
        error: 'malformed',
        message: `A ${step} move has only the ${noun} ${quoted(fields)}; "${extra}" is not one of them.`,
      };
    }
    return {
      error: 'malformed',
      message: `A move body has only the fields "seq", "step" and "move"; "${extra}" is not one of them.`,
    };
  }
  if (e.keyword === 'required' && e.instancePath === '/move') {
    const missing = quoted(e.params.requiredProperties as string[]);
    return { error: 'incomplete', message: `A ${step} move needs ${quoted(fields)}; ${missing} is missing.` };
  }
  if ((e.keyword === 'enum' || e.keyword === 'const') && inMove) {
    const allowed = (e.params.allowedValues as unknown[] | undefined) ?? [e.params.allowedValue];
    const field = e.instancePath.slice('/move/'.length);
    return {
      error: 'unknown-choice',
      message: `"${field}" of a ${step} move is one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}.`,
    };
  }
  // seq, a missing field of the body, a value of the wrong type: Fastify's way, "body/seq must be integer".
  const where = e.keyword === 'required' ? 'body' : `body${e.instancePath}`;
  return { error: 'malformed', message: `${where} ${e.message}.` };
}
