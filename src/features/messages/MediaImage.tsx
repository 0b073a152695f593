/**
 * One attached image. Accounts may or may not enforce basic auth on media, and an <img> cannot send
 * credentials (nor may they ever go into a URL). So the image is first shown straight from its URL; if
 * that fails, its bytes are fetched with the credentials and shown through an object URL, and the
 * account is remembered as needing that path so its later images skip the failing first try.
 */
import { memo, useEffect, useState } from 'react';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { fetchMediaBlob } from '../../lib/twilio/api';
import type { MediaFile } from '../../lib/twilio/models';
import { useMediaNeedsCredentials } from './queries/useMediaNeedsCredentials';
import { useSignedInCredentials } from './queries/useSignedInCredentials';

export const MEDIA_ALT = 'Attached media file (MMS)';

type Mode = 'direct' | 'credentialed' | 'failed';

export const MediaImage = memo(function MediaImage({ file }: { file: MediaFile }) {
  const credentials = useSignedInCredentials();
  const [needsCredentials, rememberNeedsCredentials] = useMediaNeedsCredentials();
  const [mode, setMode] = useState<Mode>(needsCredentials ? 'credentialed' : 'direct');
  const [objectUrl, setObjectUrl] = useState<string | null>(null);

  useEffect(() => {
    if (mode !== 'credentialed') return;
    const controller = new AbortController();
    let created: string | null = null;
    fetchMediaBlob(credentials, file.url, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      },
      () => {
        if (!controller.signal.aborted) setMode('failed');
      },
    );
    return () => {
      controller.abort();
      if (created !== null) URL.revokeObjectURL(created);
    };
  }, [mode, credentials, file.url]);

  if (mode === 'failed') {
    return <p className="small text-danger mb-0">This image could not be loaded.</p>;
  }
  if (mode === 'direct') {
    return (
      <img
        className="message-media__image"
        src={file.url}
        alt={MEDIA_ALT}
        decoding="async"
        onError={() => {
          rememberNeedsCredentials();
          setMode('credentialed');
        }}
      />
    );
  }
  if (objectUrl === null) return <LoadingSpinner label="Loading image..." />;
  return (
    <img
      className="message-media__image"
      src={objectUrl}
      alt={MEDIA_ALT}
      decoding="async"
      onError={() => setMode('failed')}
    />
  );
});
