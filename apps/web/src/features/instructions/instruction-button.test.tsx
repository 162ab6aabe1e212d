import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InstructionButton } from './instruction-button';
import { INSTRUCTIONS, instructionFor } from './texts';

describe('InstructionButton', () => {
  it.each(INSTRUCTIONS.map((t) => [t.customId, t.title] as const))(
    'opens the popup of custom_id %i (%s) and closes it with Close',
    (id, title) => {
      render(<InstructionButton text={instructionFor(id)!} />);
      fireEvent.click(screen.getByRole('button', { name: `How to play: ${title}` }));
      const dialog = screen.getByRole('dialog', { name: `${id}. ${title}` });
      expect(dialog.textContent).toContain(INSTRUCTIONS[id - 1]!.paragraphs[0]);
      // docs/decisions.md: every popup leads to its exercise's artwork on view-image.
      expect(screen.getByRole('link', { name: `View the artwork of ${title}` }).getAttribute('href')).toBe(
        `/view-image?exercise=${id}`,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );
});
