import { ProviderText } from '../../components/ProviderText';

/**
 * An attachment the app does not show as a picture (see rasterImages.ts): named by its type only. The type
 * comes from the provider, so it is isolated like any provider text.
 */
export function AttachedFileNotShown({ contentType }: { contentType: string }) {
  const type = contentType.trim();
  return (
    <p className="small mb-0 text-break">
      {type === '' ? (
        'Attached file of unknown type (not shown)'
      ) : (
        <>
          Attached file of type <ProviderText>{type}</ProviderText> (not shown)
        </>
      )}
    </p>
  );
}
