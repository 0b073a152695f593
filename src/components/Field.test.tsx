import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, type FieldProps } from './Field';

function Email(props: Omit<FieldProps, 'label' | 'children'>) {
  return (
    <Field label="Email" {...props}>
      {(control) => <input {...control} type="email" />}
    </Field>
  );
}

describe('Field', () => {
  it('labels its control, which is valid and described by nothing while all is well', () => {
    render(<Email />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveClass('form-control');
    expect(input).not.toHaveClass('is-invalid');
  });

  it('marks the control invalid and described by the error while there is one', () => {
    const { rerender } = render(<Email error="Email is required." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveClass('is-invalid');
    expect(input).toHaveAccessibleDescription('Email is required.');

    rerender(<Email error={null} />);
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();
  });

  it('reads a hint after the error, without making the value invalid', () => {
    const { rerender } = render(<Email hint="We never share it." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).toHaveAttribute('aria-invalid', 'false');

    rerender(<Email error="Email is required." hint="We never share it." />);
    expect(input).toHaveAccessibleDescription('Email is required. We never share it.');
  });

  it('keeps a live region for an announced hint even while there is none', () => {
    const { rerender } = render(<Email hint={null} announceHint />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-describedby');

    rerender(<Email hint="Pasted text was too long." announceHint />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Pasted text was too long.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Pasted text was too long.',
    );
  });

  it('reads a note last and keeps it out of every live region, so a changing note is not announced', () => {
    const { rerender } = render(<Email note="3 characters" hint={null} announceHint />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('3 characters');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('3 characters').closest('[role="status"], [aria-live]')).toBeNull();

    rerender(
      <Email note="4 characters" error="Email is required." hint="Pasted text was too long." announceHint />,
    );
    expect(input).toHaveAccessibleDescription('Email is required. Pasted text was too long. 4 characters');
    expect(screen.getByRole('status')).not.toHaveTextContent('4 characters');
  });

  it('gives each field its own ids, so two of them never describe each other', () => {
    render(
      <>
        <Email error="First is wrong." />
        <Email error="Second is wrong." />
      </>,
    );
    const [first, second] = screen.getAllByRole('textbox', { name: 'Email' });
    expect(first).toHaveAccessibleDescription('First is wrong.');
    expect(second).toHaveAccessibleDescription('Second is wrong.');
  });
});
