import { lazy, Suspense } from 'react';
import type { ContactNameDialogProps } from './ContactNameDialog';

// Opened by a press, so fetched by it: a page's first load does not carry it.
const ContactNameDialog = lazy(() =>
  import('./ContactNameDialog').then((module) => ({ default: module.ContactNameDialog })),
);

/** The name dialog, loaded when first shown. */
export function LazyContactNameDialog(props: ContactNameDialogProps) {
  return (
    <Suspense fallback={null}>
      <ContactNameDialog {...props} />
    </Suspense>
  );
}
