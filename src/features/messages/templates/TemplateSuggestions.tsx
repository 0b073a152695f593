import type { TemplateInsertion } from './useTemplateInsertion';
import './templates.css';

/**
 * The templates whose names match what follows a typed `/`, under (or above) the message box. The box
 * keeps the focus and says which option is active; a click inserts one without taking the focus away.
 */
export function TemplateSuggestions({
  insertion,
  opens,
}: {
  insertion: TemplateInsertion;
  /** Above the box at a thread's foot, where below would be off the pane. */
  opens: 'up' | 'down';
}) {
  const { suggestions, activeIndex, listboxId, optionId, choose } = insertion;
  if (suggestions.length === 0) return null;
  return (
    <ul
      id={listboxId}
      role="listbox"
      aria-label="Templates"
      // Written out whole: the build keeps only the class names it finds in the code.
      className={`template-suggestions ${opens === 'up' ? 'template-suggestions--up' : 'template-suggestions--down'} list-unstyled mb-0`}
    >
      {suggestions.map((template, index) => (
        // The box keeps the focus: its keys choose, and a press here must not blur it.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={template.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          className="template-suggestions__option"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(template)}
        >
          <span className="fw-semibold">/{template.name}</span>{' '}
          <span className="template-suggestions__text">{template.text}</span>
        </li>
      ))}
    </ul>
  );
}
