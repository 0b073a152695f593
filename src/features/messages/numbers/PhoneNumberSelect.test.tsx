import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhoneNumberSelect } from './PhoneNumberSelect';

const NUMBERS = ['+14155550100', '+16505550142'];

function renderSelect(onChange = vi.fn(), numbers = NUMBERS, value = '', loading = false) {
  const view = render(
    <PhoneNumberSelect numbers={numbers} loading={loading} value={value} onChange={onChange} />,
  );
  return { onChange, user: userEvent.setup(), view };
}

describe('PhoneNumberSelect', () => {
  it('while loading, says so in words and shows the delayed icon of the app, not the dots of react-select', () => {
    const { view } = renderSelect(vi.fn(), [], '', true);
    expect(screen.getByText('Loading phone numbers...')).toBeInTheDocument();
    const icons = view.container.querySelectorAll('.spinner-icon');
    expect(icons).toHaveLength(1);
    expect(icons[0]).toHaveAttribute('aria-hidden', 'true');
    expect(icons[0]).toHaveClass('spinner-icon--delayed');
    // react-select's indicator is three dots, each a span pulsing from the start.
    expect(icons[0]?.parentElement?.querySelectorAll('span')).toHaveLength(1);

    view.rerender(<PhoneNumberSelect numbers={NUMBERS} loading={false} value="" onChange={vi.fn()} />);
    expect(screen.getByText('Select (or type) a phone number...')).toBeInTheDocument();
    expect(view.container.querySelector('.spinner-icon')).toBeNull();
  });

  it('opens on a click, closes on Escape and opens again with an arrow key', async () => {
    const { user } = renderSelect();
    await user.click(screen.getByLabelText('Phone number'));
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('opens as a number is typed, and the chosen number is still the raw one', async () => {
    const { onChange, user } = renderSelect();
    await user.type(screen.getByLabelText('Phone number'), '650');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('+16505550142');
  });

  it('finds a number typed as people write it, with brackets, dashes or dots, and nothing that is not one', async () => {
    const { onChange, user } = renderSelect();
    const input = screen.getByLabelText('Phone number');
    await user.type(input, '(650) 555-0142');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['+1 650 555 0142']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('+16505550142');

    await user.clear(input);
    await user.type(input, '415.555');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['+1 415 555 0100']);
    await user.clear(input);
    // Letters with digits are not a number written out: matched as text, as react-select does.
    await user.type(input, 'x 415');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No options')).toBeInTheDocument();
  });

  it('isolates each option and the chosen number from the text around them', async () => {
    const { user } = renderSelect(vi.fn(), NUMBERS, '+16505550142');
    const chosen = screen.getByText('+1 650 555 0142');
    expect(chosen.closest('bdi')).not.toBeNull();
    await user.click(screen.getByLabelText('Phone number'));
    for (const option of screen.getAllByRole('option')) {
      expect(option.querySelector('bdi')?.textContent).toBe(option.textContent);
    }
  });

  it('writes out the hidden characters of a number that has some, and says so', async () => {
    const spoofed = '\u202E1234-555-514+';
    const { user, onChange } = renderSelect(vi.fn(), [...NUMBERS, spoofed]);
    await user.click(screen.getByLabelText('Phone number'));
    const option = screen.getByRole('option', {
      name: '⟨U+202E⟩1234-555-514+ (contains hidden characters)',
    });
    expect(option.textContent).not.toContain('\u202E');
    await user.click(option);
    expect(onChange).toHaveBeenCalledWith(spoofed);
  });
});
