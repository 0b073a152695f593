import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';
import { LiveAnnouncer } from './LiveAnnouncer';

/** The page's one live region, where the button's announcements are heard. */
function liveRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error('No polite live region on the page');
  return region;
}

describe('CopyButton', () => {
  it('is an icon-only button named after the value, described by its tooltip', () => {
    render(<CopyButton value="+14155550100" />);
    const button = screen.getByRole('button', { name: 'Copy +14155550100' });
    expect(button).toHaveAccessibleDescription('Copy to clipboard');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy to clipboard');
  });

  it('adds a warning about the value to its description, after the tooltip', () => {
    render(
      <>
        <CopyButton value="+14155550100" describedBy="warning" />
        <span id="warning">This number contains hidden characters</span>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Copy +14155550100' })).toHaveAccessibleDescription(
      'Copy to clipboard This number contains hidden characters',
    );
  });

  it('writes the value to the clipboard and announces it, then clears the announcement', async () => {
    const user = userEvent.setup();
    render(
      <LiveAnnouncer>
        <CopyButton value="+14155550100" label="the sender" />
      </LiveAnnouncer>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy the sender' }));
    expect(await navigator.clipboard.readText()).toBe('+14155550100');
    expect(liveRegion()).toHaveTextContent('Copied');
    // Through the page's announcer: no live region of its own (two per card in a 20,000-message list).
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(liveRegion()).toBeEmptyDOMElement(), { timeout: 3000 });
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    render(
      <LiveAnnouncer>
        <CopyButton value="+14155550100" />
      </LiveAnnouncer>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy +14155550100' }));
    await vi.waitFor(() => expect(liveRegion()).toHaveTextContent('Could not copy'));
  });

  it('lets Escape dismiss the tooltip, from the focused button or while the pointer is over it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <CopyButton value="+14155550100" />
        <input aria-label="Elsewhere" />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Copy +14155550100' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('data-tooltip-dismissed');
    // Leaving the button brings the tooltip back for the next time.
    await user.tab();
    expect(button).not.toHaveAttribute('data-tooltip-dismissed');

    // Pointer over the button, focus in another field: Escape still dismisses it.
    await user.hover(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('data-tooltip-dismissed');
    await user.unhover(button);
    expect(button).not.toHaveAttribute('data-tooltip-dismissed');
  });
});
