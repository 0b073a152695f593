/** An attachment the app does not show as a picture (see rasterImages.ts): named by its type only. */
export function AttachedFileNotShown({ contentType }: { contentType: string }) {
  const type = contentType.trim();
  return (
    <p className="small mb-0 text-break">
      {type === ''
        ? 'Attached file of unknown type (not shown)'
        : `Attached file of type ${type} (not shown)`}
    </p>
  );
}
