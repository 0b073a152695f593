import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhoneNumberSelect } from './PhoneNumberSelect';

const NUMBERS = ['+14155550100', '+16505550142'];

function renderSelect(onMenuOpen = vi.fn(), onChange = vi.fn()) {
  render(
    <PhoneNumberSelect
      numbers={NUMBERS}
      loading={false}
      value=""
      onChange={onChange}
      onMenuOpen={onMenuOpen}
    />,
  );
  return { onMenuOpen, onChange, user: userEvent.setup() };
}

describe('PhoneNumberSelect', () => {
  it('tells its owner when the menu opens on click, and again on each later opening', async () => {
    const { onMenuOpen, user } = renderSelect();
    expect(onMenuOpen).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Phone number'));
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(onMenuOpen).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(onMenuOpen).toHaveBeenCalledTimes(2);
  });

  it('tells its owner when typing opens the menu, and the chosen number is still the raw one', async () => {
    const { onMenuOpen, onChange, user } = renderSelect();
    await user.type(screen.getByLabelText('Phone number'), '650');
    expect(onMenuOpen).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('+16505550142');
  });
});
