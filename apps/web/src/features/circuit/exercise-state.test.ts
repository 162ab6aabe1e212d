// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { circuitView, type ExerciseView, type Outcome } from '@psi/engine';
import type { CircuitSnapshot } from '../../lib/api/types';
import { reachStep } from '../exercises/engine-fixture';
import { exerciseReducer, LOADING, type ExerciseAction, type ExerciseState } from './exercise-state';

// Real engine views: the circuit at Family, and the same circuit once it has moved on to Universal.
const atFamily = reachStep('family');
const atUniversal = reachStep('universal');
const snapshot = (view = atFamily.circuit, seq = 3): CircuitSnapshot => ({
  id: 'c1',
  commitment: 'ab',
  seq,
  view,
  lastOutcome: null,
});
const here = snapshot();
const movedOn = snapshot(atUniversal.circuit, 4);
const miss: Outcome = { kind: 'miss', message: 'Not this one.' };
const hit: Outcome = { kind: 'hit', message: 'Found!' };
const finalView: ExerciseView = { ...atFamily.view, found: 'mother', over: true, score: 2 };

const playing: ExerciseState = {
  phase: 'playing',
  circuit: here,
  source: 'verified',
  stepView: atFamily.view,
  outcome: null,
  error: null,
};
const sending: ExerciseState = { ...playing, phase: 'sending' };
const reconciling: ExerciseState = { ...playing, phase: 'reconciling', error: 'moved on' };
const failed: ExerciseState = { phase: 'failed', error: 'offline', canPlayOffline: true };

const reduce = exerciseReducer('family');

describe('the exercise reducer', () => {
  it.each<[string, ExerciseState, ExerciseAction, Partial<ExerciseState> & { phase: ExerciseState['phase'] }]>([
    ['a start or resume loads', playing, { type: 'load' }, { phase: 'loading' }],
    [
      'a loaded verified circuit is played',
      LOADING,
      { type: 'loaded', circuit: here, source: 'verified', outcome: null },
      { phase: 'playing', source: 'verified', stepView: atFamily.view },
    ],
    [
      'a loaded offline circuit is played, offline',
      LOADING,
      { type: 'loaded', circuit: here, source: 'offline', outcome: miss },
      { phase: 'playing', source: 'offline', outcome: miss },
    ],
    [
      'a failed load offers offline play when allowed',
      LOADING,
      { type: 'load-failed', error: 'offline', canPlayOffline: true },
      failed,
    ],
    ['a retry after a failure loads again', failed, { type: 'load' }, { phase: 'loading' }],
    ['a move is sent from playing', playing, { type: 'send' }, { phase: 'sending', error: null }],
    ['no second move while one is in flight', sending, { type: 'send' }, sending],
    ['no move before the circuit is loaded', LOADING, { type: 'send' }, LOADING],
    [
      'an answer on the same step plays on with its outcome',
      sending,
      { type: 'answered', circuit: snapshot(atFamily.circuit, 4), outcome: miss },
      { phase: 'playing', outcome: miss, error: null },
    ],
    [
      "a finishing answer is over, showing the step's final view and the next route",
      sending,
      { type: 'answered', circuit: movedOn, outcome: hit, finished: finalView },
      { phase: 'over', nextRoute: 'game-universal', stepView: finalView, outcome: hit },
    ],
    ['an answer nobody waits for is ignored', playing, { type: 'answered', circuit: movedOn, outcome: hit }, playing],
    [
      'a rejected move plays on with the message',
      sending,
      { type: 'rejected', error: 'Pick another' },
      { phase: 'playing', error: 'Pick another' },
    ],
    [
      'a 409 reconciles with the server',
      sending,
      { type: 'conflict', error: 'moved on' },
      { phase: 'reconciling', error: 'moved on' },
    ],
    [
      "the server's copy out of reach plays on with the message",
      reconciling,
      { type: 'rejected', error: 'moved on' },
      { phase: 'playing', error: 'moved on' },
    ],
    [
      "the server's copy on another step is over, keeping the last view seen",
      reconciling,
      { type: 'reconciled', circuit: movedOn, error: 'moved on' },
      { phase: 'over', nextRoute: 'game-universal', stepView: atFamily.view, error: 'moved on' },
    ],
    [
      "the server's copy on this step plays on",
      reconciling,
      { type: 'reconciled', circuit: snapshot(atFamily.circuit, 5), error: 'moved on' },
      { phase: 'playing', error: 'moved on' },
    ],
    ['a reconcile nobody waits for is ignored', playing, { type: 'reconciled', circuit: movedOn, error: 'x' }, playing],
  ])('%s', (_name, before, action, after) => {
    expect(reduce(before, action)).toMatchObject(after);
  });

  it('keeps a loaded circuit at its end (no exercise view) loading: the page goes to game-end', () => {
    const ended = snapshot({ ...circuitView(atFamily.state), view: null, step: 'end', route: 'game-end' });
    expect(reduce(LOADING, { type: 'loaded', circuit: ended, source: 'verified', outcome: null })).toBe(LOADING);
  });
});
