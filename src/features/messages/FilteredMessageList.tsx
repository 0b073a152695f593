import { ExportMenu } from './export/ExportMenu';
import { MessageFilters } from './filters/MessageFilters';
import { useMessageFilter } from './filters/useMessageFilter';
import { MessageList, type MessageListProps } from './MessageList';

export interface FilteredMessageListProps extends MessageListProps {
  /** The number the list belongs to (names the exported file), or null for all numbers. */
  phoneNumber: string | null;
}

/**
 * A list of loaded messages with search and filters above it; Export takes what the filters let through,
 * which is what the person sees.
 */
export function FilteredMessageList({
  phoneNumber,
  messages,
  emptyText,
  ...listProps
}: FilteredMessageListProps) {
  const { filter, setFilter, shown, statuses, filtering } = useMessageFilter(messages);
  return (
    <>
      <MessageFilters
        filter={filter}
        onChange={setFilter}
        statuses={statuses}
        shownCount={shown.length}
        totalCount={messages.length}
        actions={<ExportMenu messages={shown} phoneNumber={phoneNumber} />}
      />
      <MessageList
        {...listProps}
        messages={shown}
        emptyText={
          filtering && messages.length > 0 ? 'No loaded messages match the search and filters.' : emptyText
        }
      />
    </>
  );
}
