import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { setFetch } from '../../../lib/api/http';
import { HallOfFameSettingSection } from './hall-of-fame-setting';

type Reply = { status: number; body: unknown };

/** Answers GET with `stored` and PUT with `onPut(body)`; records the PUT bodies. */
function serve(stored: unknown, onPut: (body: { optIn: boolean; displayName: string }) => Reply) {
  const puts: unknown[] = [];
  setFetch(async (_url, init) => {
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { optIn: boolean; displayName: string };
      puts.push(body);
      const reply = onPut(body);
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }
    return new Response(JSON.stringify(stored), { status: 200 });
  });
  return puts;
}

function renderSection() {
  const location = memoryLocation({ path: '/user-profile' });
  render(
    <Router hook={location.hook}>
      <HallOfFameSettingSection />
    </Router>,
  );
}

afterEach(() => {
  cleanup();
  setFetch(null);
});

describe('the profile hall of fame setting', () => {
  it('opts in with a display name and says under which name', async () => {
    const puts = serve({ optIn: false, displayName: '', hidden: false }, (b) => ({
      status: 200,
      body: { optIn: b.optIn, displayName: b.displayName.trim(), hidden: false },
    }));
    renderSection();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Show me in the hall of fame' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Display name' }), { target: { value: ' Luna Vega ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Saved: you are listed as Luna Vega.')).toBeTruthy());
    expect(puts).toEqual([{ optIn: true, displayName: ' Luna Vega ' }]);
  });

  it('checks the name before sending, with the rule the server applies', async () => {
    const puts = serve({ optIn: false, displayName: '', hidden: false }, () => ({ status: 500, body: {} }));
    renderSection();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Show me in the hall of fame' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Display name' }), { target: { value: 'Admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/operator or for Psi Circuit/);
    expect(screen.getByRole('textbox', { name: 'Display name' }).getAttribute('aria-invalid')).toBe('true');
    expect(puts).toEqual([]);
  });

  it("shows the server's field message when the name is taken", async () => {
    serve({ optIn: false, displayName: '', hidden: false }, () => ({
      status: 409,
      body: { error: 'name_taken', message: 'x', fields: { displayName: 'Another player already shows this name.' } },
    }));
    renderSection();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Show me in the hall of fame' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Display name' }), { target: { value: 'Seer Nine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Another player already shows this name.');
  });

  it('says when an admin has hidden the name', async () => {
    serve({ optIn: true, displayName: 'Rude Word', hidden: true }, () => ({ status: 500, body: {} }));
    renderSection();
    expect(await screen.findByText(/An admin has hidden your name/)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Show me in the hall of fame' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('textbox', { name: 'Display name' }) as HTMLInputElement).value).toBe('Rude Word');
  });
});
