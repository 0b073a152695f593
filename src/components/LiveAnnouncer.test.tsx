import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENT_MS, LiveAnnouncer } from './LiveAnnouncer';
import { useAnnounce } from './useAnnounce';

function SaveButton() {
  const announce = useAnnounce();
  return (
    <button type="button" onClick={() => announce('Saved')}>
      Save
    </button>
  );
}

function politeRegions(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[aria-live="polite"]'));
}

describe('LiveAnnouncer', () => {
  it('is one polite region for the whole page, however many components announce through it', async () => {
    const user = userEvent.setup();
    render(
      <LiveAnnouncer>
        <SaveButton />
        <SaveButton />
        <SaveButton />
      </LiveAnnouncer>,
    );
    expect(politeRegions()).toHaveLength(1);
    const [region] = politeRegions();
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region).toBeEmptyDOMElement();

    await user.click(screen.getAllByRole('button', { name: 'Save' })[1] as HTMLElement);
    expect(region).toHaveTextContent(/^Saved$/);
  });

  it('says the same text again as a new announcement, so a second save is heard too', async () => {
    const user = userEvent.setup();
    render(
      <LiveAnnouncer>
        <SaveButton />
      </LiveAnnouncer>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const first = screen.getByText('Saved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const second = screen.getByText('Saved');
    // Screen readers speak what is added to a live region; an unchanged node would be silent.
    expect(second).not.toBe(first);
    expect(first).not.toBeInTheDocument();
  });

  it('empties the region after a while, so the text is not found later by browsing', async () => {
    const user = userEvent.setup();
    render(
      <LiveAnnouncer>
        <SaveButton />
      </LiveAnnouncer>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const [region] = politeRegions();
    expect(region).toHaveTextContent('Saved');
    await vi.waitFor(() => expect(region).toBeEmptyDOMElement(), { timeout: ANNOUNCEMENT_MS + 1000 });
  });

  it('lets a component announce without one around it: nothing is said, nothing breaks', async () => {
    const user = userEvent.setup();
    render(<SaveButton />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(politeRegions()).toHaveLength(0);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
