import { AppQueryClientProvider } from '../../../lib/query/AppQueryClientProvider';
import { SendToManyView } from './SendToManyView';

/** The /send-to-many route's page: its own chunk, with the query cache the Messages page shares. */
export function SendToManyPage() {
  return (
    <AppQueryClientProvider>
      <SendToManyView />
    </AppQueryClientProvider>
  );
}
