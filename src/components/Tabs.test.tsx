import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

type Season = 'spring' | 'summer' | 'autumn';

function Seasons() {
  const [season, setSeason] = useState<Season>('spring');
  return (
    <>
      <button type="button">Before</button>
      <Tabs
        label="Seasons"
        selected={season}
        onSelect={setSeason}
        tabs={[
          { key: 'spring', title: 'Spring', panel: <p>Blossom</p> },
          { key: 'summer', title: 'Summer', panel: <input aria-label="Beach notes" /> },
          { key: 'autumn', title: 'Autumn', panel: <p>Leaves</p> },
        ]}
      />
    </>
  );
}

function selectedTab(): HTMLElement {
  return screen.getByRole('tab', { selected: true });
}

describe('Tabs', () => {
  it('is a named tab list whose tabs control panels labelled by them', () => {
    render(<Seasons />);
    expect(screen.getByRole('tablist', { name: 'Seasons' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Spring', 'Summer', 'Autumn']);
    const spring = screen.getByRole('tab', { name: 'Spring' });
    expect(spring).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Spring' });
    expect(spring).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Blossom');
    // The others are in the page, hidden, keeping what they hold.
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    expect(screen.getByText('Leaves')).not.toBeVisible();
  });

  it('puts only the selected tab in the tab order; arrows, Home and End move and select', async () => {
    const user = userEvent.setup();
    render(<Seasons />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Spring' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Summer' })).toHaveFocus();
    expect(selectedTab()).toHaveAccessibleName('Summer');
    expect(screen.getByRole('tabpanel', { name: 'Summer' })).toBeVisible();

    await user.keyboard('{End}');
    expect(selectedTab()).toHaveAccessibleName('Autumn');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveAccessibleName('Spring');
    expect(screen.getByRole('tab', { name: 'Spring' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveAccessibleName('Autumn');
    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveAccessibleName('Spring');
    expect(screen.getByText('Leaves')).not.toBeVisible();

    // Tab leaves the tab list for the selected panel's content, not the next tab.
    await user.keyboard('{ArrowRight}');
    await user.tab();
    expect(screen.getByLabelText('Beach notes')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('tab', { name: 'Summer' })).toHaveFocus();
  });

  it('selects a tab that is clicked and keeps what its panel held while hidden', async () => {
    const user = userEvent.setup();
    render(<Seasons />);
    await user.click(screen.getByRole('tab', { name: 'Summer' }));
    await user.type(screen.getByLabelText('Beach notes'), 'sunscreen');
    await user.click(screen.getByRole('tab', { name: 'Autumn' }));
    expect(screen.getByRole('tabpanel', { name: 'Autumn' })).toHaveTextContent('Leaves');
    await user.click(screen.getByRole('tab', { name: 'Summer' }));
    expect(screen.getByLabelText('Beach notes')).toHaveValue('sunscreen');
  });
});
