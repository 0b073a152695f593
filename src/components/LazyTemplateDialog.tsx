import { lazy, Suspense } from 'react';
import type { TemplateDialogProps } from './TemplateDialog';

// Opened by a press, so fetched by it: a page's first load does not carry it.
const TemplateDialog = lazy(() =>
  import('./TemplateDialog').then((module) => ({ default: module.TemplateDialog })),
);

/** The template dialog, loaded when first shown. */
export function LazyTemplateDialog(props: TemplateDialogProps) {
  return (
    <Suspense fallback={null}>
      <TemplateDialog {...props} />
    </Suspense>
  );
}
