import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Disclosure } from './Disclosure';

function renderDisclosure(onChoose = vi.fn(), onPageKey = vi.fn()) {
  const result = renderWithProviders(
    <div>
      <Disclosure label="More" toggleClassName="btn" panelClassName="popover-panel">
        <button type="button" data-closes-disclosure onClick={onChoose}>
          Pin
        </button>
        <label>
          Often <input type="checkbox" />
        </label>
      </Disclosure>
      <button type="button">Elsewhere</button>
    </div>,
  );
  document.addEventListener('keydown', onPageKey);
  return { ...result, onChoose, onPageKey };
}

describe('Disclosure', () => {
  it('closes on a choice marked to close it, which is made, and gives the focus back to its button', async () => {
    const { user, onChoose } = renderDisclosure();
    const toggle = screen.getByRole('button', { name: 'More' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Often' }));
    expect(screen.getByRole('checkbox', { name: 'Often' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pin' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Pin' })).toBeNull();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape without the page hearing it, and when the focus leaves', async () => {
    const { user, onPageKey } = renderDisclosure();
    const toggle = screen.getByRole('button', { name: 'More' });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pin' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Pin' })).toBeNull();
    expect(onPageKey).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('button', { name: 'Pin' })).toBeNull();
  });
});
