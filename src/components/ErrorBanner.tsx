/**
 * The page's error area. The alert region is always in the document so that assistive technology
 * announces a message the moment it is added, not only when the region itself appears.
 */
export function ErrorBanner({ messages }: { messages: readonly string[] }) {
  return (
    <div role="alert">
      {messages.map((message) => (
        <p key={message} className="alert alert-danger mb-3">
          {message}
        </p>
      ))}
    </div>
  );
}
