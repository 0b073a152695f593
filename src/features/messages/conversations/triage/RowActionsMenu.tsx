import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import './rowActionsMenu.css';

export interface RowAction {
  label: string;
  run: () => void;
  /** Pin: a choice that is on or off, said as checked. */
  checked?: boolean;
  /** The key that chooses it in the menu, and does the same on a focused row while single keys are on. */
  key?: string;
}

export interface RowActionsMenuProps {
  /** The row's actions button: the menu opens under it, or over it near the window's foot. */
  anchor: HTMLElement;
  /** The menu's accessible name: which conversation it acts on. */
  label: string;
  actions: readonly RowAction[];
  /** Whether to show each action's key. */
  showKeys: boolean;
  /** Closes the menu; `focusRow`: give the focus back to the row (a key or a choice closed it). */
  onClose: (focusRow: boolean) => void;
  /** The menu went while it had the focus (its row moved or left): the focus is to go back to the row. */
  onFocusLost: () => void;
}

const GAP_PX = 4;

/**
 * A conversation row's actions, opened by its button, a right click or Shift+F10 (the Menu key): an ARIA
 * menu the arrows move through, which Escape or Tab closes back to the row. It is placed over the page
 * (the list's pane scrolls and would clip it) and closes when the page scrolls under it.
 */
export function RowActionsMenu({
  anchor,
  label,
  actions,
  showKeys,
  onClose,
  onFocusLost,
}: RowActionsMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const hasFocus = useRef(false);
  const latest = useRef({ onClose, onFocusLost });
  useEffect(() => {
    latest.current = { onClose, onFocusLost };
  });

  // Placed again on every render: a live update can move the row while the menu is open.
  useLayoutEffect(() => {
    const element = menu.current;
    if (element === null) return;
    // Its row gone from the page, or the list hidden behind a thread: nothing to stand beside.
    if (!anchor.isConnected || anchor.closest('[hidden]') !== null) {
      latest.current.onClose(false);
      return;
    }
    const box = anchor.getBoundingClientRect();
    const height = element.offsetHeight;
    const fitsBelow = box.bottom + GAP_PX + height <= window.innerHeight;
    element.style.top = `${fitsBelow ? box.bottom + GAP_PX : Math.max(GAP_PX, box.top - GAP_PX - height)}px`;
    element.style.right = `${Math.max(GAP_PX, document.documentElement.clientWidth - box.right)}px`;
  });

  useLayoutEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus({ preventScroll: true });
  }, [anchor]);

  useEffect(() => {
    const focusInside = () => menu.current?.contains(document.activeElement) === true;
    const onPointerDown = (event: PointerEvent) => {
      // The row's button toggles the menu itself.
      if (
        event.target instanceof Node &&
        (menu.current?.contains(event.target) || anchor.contains(event.target))
      )
        return;
      latest.current.onClose(false);
    };
    const onScroll = (event: Event) => {
      if (event.target instanceof Node && menu.current?.contains(event.target)) return;
      latest.current.onClose(focusInside());
    };
    const onResize = () => latest.current.onClose(focusInside());
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('scroll', onScroll, true);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', onResize);
    };
  }, [anchor]);

  // Taken away with the focus in it, the menu leaves the focus nowhere: it goes back to the row.
  useEffect(
    () => () => {
      if (hasFocus.current && (document.activeElement === null || document.activeElement === document.body))
        latest.current.onFocusLost();
    },
    [],
  );

  const choose = (action: RowAction) => {
    onClose(true);
    action.run();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    const at = items.findIndex((item) => item === document.activeElement);
    const focusAt = (index: number) => items[(index + items.length) % items.length]?.focus();
    // The menu's keys are its own: a shortcut typed here does not also act on the list behind it.
    event.stopPropagation();
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const byKey = actions.find((action) => action.key === event.key);
    if (byKey !== undefined) {
      event.preventDefault();
      return choose(byKey);
    }
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        return focusAt(at + 1);
      case 'ArrowUp':
        event.preventDefault();
        return focusAt(at < 0 ? -1 : at - 1);
      case 'Home':
        event.preventDefault();
        return focusAt(0);
      case 'End':
        event.preventDefault();
        return focusAt(items.length - 1);
      case 'Escape':
      case 'Tab':
        event.preventDefault();
        return onClose(true);
    }
  };

  return createPortal(
    <div
      ref={menu}
      role="menu"
      aria-label={label}
      className="popover-panel row-actions-menu"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      // The Menu key on the menu itself: not the browser's own menu over this one.
      onContextMenu={(event) => event.preventDefault()}
      onFocus={() => {
        hasFocus.current = true;
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && menu.current?.contains(next)) return;
        hasFocus.current = false;
        // The row's button toggles the menu itself.
        if (next instanceof Node && !anchor.contains(next)) onClose(false);
      }}
    >
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          role={action.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
          aria-checked={action.checked}
          aria-keyshortcuts={action.key}
          tabIndex={-1}
          className="btn btn-sm popover-panel__choice row-actions-menu__choice"
          onClick={() => choose(action)}
        >
          {action.label}
          {showKeys && action.key !== undefined && <kbd aria-hidden="true">{action.key}</kbd>}
        </button>
      ))}
    </div>,
    document.body,
  );
}
