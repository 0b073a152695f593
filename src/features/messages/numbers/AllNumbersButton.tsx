export interface AllNumbersButtonProps {
  pressed: boolean;
  onPress: () => void;
  /** Unread inbound messages per number (useUnreadCounts). */
  unreadCounts: ReadonlyMap<string, number>;
}

/** The 'All numbers' choice beside the dropdown: every number's messages in one list, with the unread total. */
export function AllNumbersButton({ pressed, onPress, unreadCounts }: AllNumbersButtonProps) {
  let unread = 0;
  for (const count of unreadCounts.values()) unread += count;
  return (
    <button
      type="button"
      className={
        pressed ? 'btn btn-primary all-numbers-button' : 'btn btn-outline-primary all-numbers-button'
      }
      aria-pressed={pressed}
      onClick={onPress}
    >
      All numbers
      {unread > 0 && <span className="badge rounded-pill text-bg-light ms-2">{unread} unread</span>}
    </button>
  );
}
