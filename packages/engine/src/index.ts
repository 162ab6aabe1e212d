// @psi/engine public API. Contract: docs/engine-api.md. Types: ./types.ts.
import type {
  CircuitMove, CircuitState, CircuitView, Distribution, MoveResult, ReplayRecord, ReplayResult, StepId,
} from './types';

export type * from './types';
export * from './content';
export { GOOD_OUTCOME, ORB_COUNT } from './constants';
export { STEPS, STEP_IDS, stepDef, isStepId } from './circuit/steps';
export { normaliseRoute, END_ROUTE } from './circuit/routes';

const todo = (): never => { throw new Error('not implemented'); };

export function startCircuit(_seed: Uint8Array): CircuitState { return todo(); }
export function applyMove(_seed: Uint8Array, _state: CircuitState, _move: CircuitMove): MoveResult { return todo(); }
export function circuitView(_state: CircuitState): CircuitView { return todo(); }
export function randomCircuitMove(_view: CircuitView, _random: (n: number) => number): CircuitMove { return todo(); }
export function commitment(_seed: Uint8Array): string { return todo(); }
export function seedFromHex(_hex: string): Uint8Array { return todo(); }
export function seedToHex(_seed: Uint8Array): string { return todo(); }
export function replay(_seed: Uint8Array, _record: ReplayRecord[]): ReplayResult { return todo(); }
export function exerciseDistribution(_step: StepId): Distribution { return todo(); }
export function mainScoreDistribution(): Distribution { return todo(); }
export function karmaDistribution(): Distribution { return todo(); }
export const CHANCE: { readonly mean: number; readonly sd: number } = {
  get mean(): number { return todo(); },
  get sd(): number { return todo(); },
};
export function chanceMean(_step: StepId): number { return todo(); }
export function pValue(_mainScore: number): number { return todo(); }
export function percentile(_mainScore: number): number { return todo(); }
export function averageTest(_meanScore: number, _n: number): { z: number; p: number } { return todo(); }
