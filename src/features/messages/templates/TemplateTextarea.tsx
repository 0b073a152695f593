import type { FocusEvent, KeyboardEvent, Ref, TextareaHTMLAttributes } from 'react';
import type { FieldControlProps } from '../../../components/Field';
import { TemplateSuggestions } from './TemplateSuggestions';
import type { TemplateInsertion } from './useTemplateInsertion';

export interface TemplateTextareaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  keyof FieldControlProps
> {
  /** What the Field hands its control. */
  control: FieldControlProps;
  insertion: TemplateInsertion;
  /** Where the `/` list opens: above the box at a thread's foot. */
  opens: 'up' | 'down';
  ref: Ref<HTMLTextAreaElement>;
}

/**
 * A message box that takes templates: `/` and a few letters list them under (or above) it, and its keys
 * are the list's while it is open; the box's own keys and blur come after.
 */
export function TemplateTextarea({
  control,
  insertion,
  opens,
  ref,
  onKeyDown,
  onBlur,
  ...textarea
}: TemplateTextareaProps) {
  return (
    // Marked invalid with its box: Bootstrap shows the error that follows only after an invalid sibling.
    <div className={control['aria-invalid'] ? 'template-field is-invalid' : 'template-field'}>
      <textarea
        {...control}
        {...insertion.fieldProps}
        {...textarea}
        ref={ref}
        onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
          if (!insertion.handleKey(event)) onKeyDown?.(event);
        }}
        onBlur={(event: FocusEvent<HTMLTextAreaElement>) => {
          insertion.fieldProps.onBlur();
          onBlur?.(event);
        }}
      />
      <TemplateSuggestions insertion={insertion} opens={opens} />
    </div>
  );
}
