// One folder per exercise (docs/adding-an-exercise.md): every engine step has a web folder with its
// board and instruction text, and every web folder under features/exercises is a step.
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { STEPS } from '@psi/engine';
import { instructionStep } from '../features/instructions/instruction-text';
import { boardModule, boardModules, exerciseRoutes } from './exercise-routes';

/** Every source file in a folder of features/exercises (not loaded: only the names are read). */
const exerciseFiles = Object.keys(import.meta.glob('../features/exercises/*/*.{ts,tsx}'));
const textModules = Object.keys(import.meta.glob('../features/exercises/*/instructions.ts'));
const folderOf = (module: string) => /exercises\/([^/]+)\//.exec(module)![1]!;
const stepIds = STEPS.map((s) => s.id);
/** Folders under features/exercises that are not steps: game-end, the circuit's summary. */
const NOT_STEPS = ['end'];

describe('one folder per exercise', () => {
  it.each(stepIds)('step %s has a board, and a text in its own folder or its number’s', (id) => {
    expect(boardModules).toContain(boardModule(id));
    expect(textModules.map(folderOf)).toContain(instructionStep(id).id);
  });

  it('has no exercise folder without a step of the engine', () => {
    const folders = [...new Set(exerciseFiles.map(folderOf))];
    expect(folders.filter((f) => !NOT_STEPS.includes(f)).sort()).toEqual([...stepIds].sort());
    expect(boardModules.map(folderOf).sort()).toEqual([...stepIds].sort());
    // Zener's pick shows Zener's own text, so it has no text of its own.
    expect(textModules.map(folderOf).sort()).toEqual(stepIds.filter((id) => id !== 'zener').sort());
  });

  it.each(exerciseRoutes.map((r) => [r.path, r]))('%s loads a page with its board', async (_path, route) => {
    const page = await route.load();
    expect(typeof page.default).toBe('function');
    expect(isValidElement(<page.default />)).toBe(true);
  });
});
