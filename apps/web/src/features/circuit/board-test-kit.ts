// Helpers for board tests (testing-library): what "keyboard reachable" means here, checked the same way everywhere.
import { expect } from 'vitest';

/** Every control is a real, enabled <button> in the tab order that takes focus. */
export function expectKeyboardReachable(buttons: HTMLElement[]): void {
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    expect(button.tagName).toBe('BUTTON');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(button.tabIndex).toBeGreaterThanOrEqual(0);
    button.focus();
    expect(document.activeElement).toBe(button);
  }
}

/** Keyboard activation of a focused button: Enter/Space fire a click in browsers; the test DOM (happy-dom) needs the click itself. */
export function pressWithKeyboard(button: HTMLElement): void {
  button.focus();
  button.click();
}
