import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../emulator/src/core/accounts';
import { addTemplate, readTemplates } from '../../lib/templates/templates';
import { renderApp } from '../../test/render';
import { spyOnSavedFiles } from '../../test/savedFiles';

const SID = DEMO_ACCOUNT.accountSid;
const saved = spyOnSavedFiles();

async function openTemplates() {
  const app = renderApp({ path: '/templates', signedIn: 'auth-token' });
  await screen.findByRole('heading', { level: 1, name: 'Templates' });
  // The page's own chunk follows its heading.
  await screen.findByRole('button', { name: 'New template' });
  return app;
}

function names(): string[] {
  return within(screen.getByRole('list', { name: 'Templates' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('the Templates page', () => {
  it('writes a template with a variable, refusing a name already taken, and edits it', async () => {
    addTemplate(SID, { name: 'Hours', text: 'We are open 9 to 5.' });
    const { user } = await openTemplates();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Templates' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('hours');
    await user.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'Thanks, ');
    await user.click(within(dialog).getByRole('button', { name: 'Insert {first_name}' }));
    expect(within(dialog).getByRole('textbox', { name: 'Text' })).toHaveFocus();
    await user.keyboard('!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      expect.stringContaining('A template named “hours” exists already. Choose another name.'),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.keyboard('Thanks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(names()).toEqual(['/Hours', '/Thanks']);
    expect(screen.getByText('Thanks, {first_name}!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Thanks' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit template' });
    expect(within(edit).getByRole('textbox', { name: 'Text' })).toHaveValue('Thanks, {first_name}!');
    await user.clear(within(edit).getByRole('textbox', { name: 'Text' }));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(within(edit).getByRole('textbox', { name: 'Text' })).toHaveAccessibleDescription(
      expect.stringContaining('Type the text the template inserts.'),
    );
    await user.type(within(edit).getByRole('textbox', { name: 'Text' }), 'Thank you!');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readTemplates(SID).map(({ name, text }) => `${name}: ${text}`)).toEqual([
      'Hours: We are open 9 to 5.',
      'Thanks: Thank you!',
    ]);
  });

  it('orders templates with the focus on the moved one, and deletes one with a way to take it back', async () => {
    for (const name of ['One', 'Two', 'Three']) addTemplate(SID, { name, text: `${name} text` });
    const { user } = await openTemplates();
    await user.click(screen.getByRole('button', { name: 'Move down One' }));
    expect(names()).toEqual(['/Two', '/One', '/Three']);
    expect(screen.getByRole('button', { name: 'Move down One' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['/Two', '/Three', '/One']);
    // At the end Move down is off: the focus goes to Move up.
    expect(screen.getByRole('button', { name: 'Move down One' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move up One' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete Three' }));
    expect(names()).toEqual(['/Two', '/One']);
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(names()).toEqual(['/Two', '/Three', '/One']);
  });

  it('exports the templates and imports them in another browser, replacing the text of a same name', async () => {
    addTemplate(SID, { name: 'Thanks', text: 'Thank you, {first_name}!' });
    addTemplate(SID, { name: 'Hours', text: 'Open 9–5' });
    const { user } = await openTemplates();
    await user.click(screen.getByRole('button', { name: 'Export 2 templates' }));
    expect(saved.names()[0]).toMatch(/^templates-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = await saved.text();
    expect(JSON.parse(exported)).toMatchObject({ templates: [{ name: 'Thanks' }, { name: 'Hours' }] });

    // Another browser: a template of the same name with other words, and one more.
    localStorage.clear();
    addTemplate(SID, { name: 'hours', text: 'Old hours' });
    addTemplate(SID, { name: 'Directions', text: 'Take the second left.' });
    const file = (name: string, content: string) => new File([content], name, { type: 'application/json' });
    const input = screen.getByLabelText('Import templates (a file exported here, .json)');
    await user.upload(input, file('notes.json', 'not json'));
    // The outcome is also announced: the page's own line is looked for.
    const section = within(screen.getByRole('region', { name: 'Move templates to another browser' }));
    expect(
      await section.findByText('notes.json: this is not a templates file (it is not JSON).'),
    ).toBeVisible();

    await user.upload(
      screen.getByLabelText('Import templates (a file exported here, .json)'),
      file('templates.json', exported.replace('"templates": [', '"templates": [ {"name": ""},')),
    );
    expect(
      await section.findByText(
        '1 template added, 1 template replaced (same name). Left out 1 entry that is not a template (number 1 in the file).',
      ),
    ).toBeVisible();
    expect(names()).toEqual(['/hours', '/Directions', '/Thanks']);
    expect(screen.getByText('Open 9–5')).toBeInTheDocument();
  });
});
