/**
 * Puts a saved template into a message box, filled for its recipient: from the Templates menu at the
 * caret, or by typing `/` and a few letters of its name, which lists the matches under the box (the
 * arrows choose, Enter or Tab inserts, Escape leaves the text as typed).
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { useContacts } from '../../../lib/contacts/contacts';
import { formatPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import { fillTemplate } from '../../../lib/templates/fillTemplate';
import { useTemplates, type Template, type Templates } from '../../../lib/templates/templates';
import { foldForSearch } from '../../../lib/text/foldForSearch';
import { useAnnounce } from '../../../components/useAnnounce';
import { counted } from '../../../lib/text/formatCount';

/** As many as a glance takes in; more letters narrow it. */
export const SUGGESTIONS_MOST = 8;

// A slash at the start or after a space, then the letters typed so far: what `/` insertion answers to.
const SLASH_QUERY = /(?:^|\s)\/([^\s/]{0,40})$/u;

export interface TemplateInsertionOptions {
  accountSid: string;
  /** The recipient as Twilio writes the number (its name fills `{name}`), and the sending number. */
  to: string;
  from: string;
  text: string;
  /** Takes the text with the template in it. */
  onText: (text: string) => void;
  /** The box's most characters: a template that would pass them is not inserted, and `onRefused` says why. */
  most: number;
  onRefused: (note: string) => void;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
}

export interface TemplateInsertion {
  templates: Templates;
  /** Inserts at the caret (over the selection), after a space when it follows a word; focus to the box. */
  insert: (template: Template) => void;
  /** The `/` list: its matches (empty while closed) and the one Enter would insert. */
  suggestions: readonly Template[];
  activeIndex: number;
  listboxId: string;
  optionId: (index: number) => string;
  choose: (template: Template) => void;
  /** For the text area: keeps track of the caret and lets the `/` list take its keys. */
  fieldProps: {
    onSelect: (event: SyntheticEvent<HTMLTextAreaElement>) => void;
    onInput: (event: SyntheticEvent<HTMLTextAreaElement>) => void;
    /** Closes the list; a box with its own onBlur calls it too. Back in the box, it opens again. */
    onBlur: () => void;
    onFocus: () => void;
    'aria-autocomplete': 'list';
    'aria-controls': string | undefined;
    'aria-activedescendant': string | undefined;
  };
  /** Call first in the box's onKeyDown: true when the key was the list's. */
  handleKey: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
}

function matches(templates: Templates, query: string): Template[] {
  const folded = foldForSearch(query);
  const starts = templates.filter((template) => foldForSearch(template.name).startsWith(folded));
  const within = templates.filter(
    (template) => !starts.includes(template) && foldForSearch(template.name).includes(folded),
  );
  return [...starts, ...within].slice(0, SUGGESTIONS_MOST);
}

function characters(count: number): string {
  return counted(count, 'character', 'characters');
}

export function useTemplateInsertion({
  accountSid,
  to,
  from,
  text,
  onText,
  most,
  onRefused,
  fieldRef,
}: TemplateInsertionOptions): TemplateInsertion {
  const templates = useTemplates(accountSid);
  const contacts = useContacts(accountSid);
  const listboxId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  // The slash the person dismissed with Escape: its list stays closed until they type another.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  // Where the caret goes once the text with the template in it is rendered.
  const caretAfterInsert = useRef<number | null>(null);

  const before = caret === null ? '' : text.slice(0, caret);
  const slash = SLASH_QUERY.exec(before);
  const slashAt = slash === null ? null : before.length - slash[1]!.length - 1;
  // Once that slash is gone, a new one opens the list again.
  if (slash === null && dismissedAt !== null) setDismissedAt(null);
  const open = slash !== null && slashAt !== dismissedAt && templates.length > 0;
  const suggestions = open ? matches(templates, slash[1]!) : [];
  const active = Math.min(activeIndex, Math.max(0, suggestions.length - 1));
  // Said when the list opens, as the box keeps the focus and nothing else would tell.
  const announce = useAnnounce();
  const shown = suggestions.length > 0;
  useEffect(() => {
    if (shown) announce('Templates match: the arrows choose, Enter or Tab inserts, Escape closes.');
  }, [shown, announce]);

  useLayoutEffect(() => {
    const at = caretAfterInsert.current;
    const field = fieldRef.current;
    if (at === null || field === null || field.value.length < at) return;
    caretAfterInsert.current = null;
    field.focus();
    field.setSelectionRange(at, at);
    setCaret(at);
  }, [text, fieldRef]);

  function put(template: Template, start: number, end: number, spaced: boolean) {
    const filled = fillTemplate(template.text, {
      name: contacts[to]?.name,
      myNumber: formatPartyNumber(from),
    }).text;
    const inserted = spaced && start > 0 && !/\s/u.test(text[start - 1]!) ? ` ${filled}` : filled;
    const kept = text.length - (end - start);
    if (kept + inserted.length > most) {
      onRefused(
        kept === 0
          ? `The template “${template.name}” has ${characters(inserted.length)}; a message here can have at most ${most}.`
          : `The template “${template.name}” has ${characters(inserted.length)}; with the ${characters(kept)} already in the message that would make ${kept + inserted.length}, and a message here can have at most ${most}.`,
      );
      fieldRef.current?.focus();
      return;
    }
    caretAfterInsert.current = start + inserted.length;
    onText(text.slice(0, start) + inserted + text.slice(end));
  }

  function insert(template: Template) {
    const field = fieldRef.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    put(template, start, end, true);
  }

  function choose(template: Template) {
    // The box as it is now: a key typed since the last render may have moved the caret.
    const field = fieldRef.current;
    const end = field?.selectionStart ?? caret;
    const typed = SLASH_QUERY.exec((field?.value ?? text).slice(0, end ?? 0));
    if (end === null || typed === null) return;
    setActiveIndex(0);
    put(template, end - typed[1]!.length - 1, end, false);
  }

  function handleKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
    if (suggestions.length === 0) return false;
    // Keys that build or end an input method's composition are the input method's.
    if (event.nativeEvent.isComposing || event.nativeEvent.keyCode === 229) return false;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined) {
      setActiveIndex((active + step + suggestions.length) % suggestions.length);
    } else if ((event.key === 'Enter' && !event.shiftKey) || (event.key === 'Tab' && !event.shiftKey)) {
      choose(suggestions[active]!);
    } else if (event.key === 'Escape') {
      setDismissedAt(slashAt);
    } else {
      return false;
    }
    event.preventDefault();
    event.stopPropagation();
    return true;
  }

  const optionId = (index: number) => `${listboxId}-option-${index}`;
  return {
    templates,
    insert,
    suggestions,
    activeIndex: active,
    listboxId,
    optionId,
    choose,
    fieldProps: {
      onSelect: (event) => {
        setCaret(event.currentTarget.selectionStart);
        if (event.currentTarget.selectionStart !== caret) setActiveIndex(0);
      },
      onInput: (event) => setCaret(event.currentTarget.selectionStart),
      onBlur: () => {
        if (slashAt !== null) setDismissedAt(slashAt);
      },
      onFocus: () => setDismissedAt(null),
      'aria-autocomplete': 'list',
      'aria-controls': suggestions.length > 0 ? listboxId : undefined,
      'aria-activedescendant': suggestions.length > 0 ? optionId(active) : undefined,
    },
    handleKey,
  };
}
