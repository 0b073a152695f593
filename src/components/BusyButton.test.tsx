import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton } from './BusyButton';

function SaveForm({ busy, onSave }: { busy: boolean; onSave: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <label>
        Title <input />
      </label>
      <BusyButton type="submit" className="btn btn-primary" busy={busy}>
        Save
      </BusyButton>
    </form>
  );
}

describe('BusyButton', () => {
  it('is an ordinary button while idle', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<SaveForm busy={false} onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(save).not.toHaveAttribute('aria-busy');
    expect(save.querySelector('.spinner-border')).toBeNull();
    await user.click(save);
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('while busy: keeps the focus, says it is busy, shows a spinner and ignores presses', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<SaveForm busy onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAttribute('aria-busy', 'true');
    const icon = save.querySelector('.spinner-border');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    // The answer to a press: turning from the start.
    expect(icon).toHaveClass('spinner-icon');
    expect(icon).not.toHaveClass('spinner-icon--delayed');

    save.focus();
    await user.keyboard('{Enter}');
    await user.click(save);
    await user.type(screen.getByLabelText('Title'), 'Draft{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('calls its click handler only while idle', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    function Retry() {
      const [busy, setBusy] = useState(false);
      return (
        <BusyButton
          className="btn btn-danger"
          busy={busy}
          onClick={() => {
            onRetry();
            setBusy(true);
          }}
        >
          Try again
        </BusyButton>
      );
    }
    render(<Retry />);
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    await user.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('with delayIcon, holds its icon back a second but is busy at once', () => {
    render(
      <BusyButton className="btn btn-outline-secondary" busy delayIcon>
        Refresh
      </BusyButton>,
    );
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    expect(refresh).toHaveClass('disabled');
    expect(refresh.querySelector('.spinner-icon')).toHaveClass('spinner-icon--delayed');
  });

  it('when unavailable: keeps the focus and ignores presses, without saying it is busy', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <BusyButton className="btn btn-primary" busy={false} unavailable onClick={onClick}>
        Sent again
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Sent again' });
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('.spinner-border')).toBeNull();
  });
});
