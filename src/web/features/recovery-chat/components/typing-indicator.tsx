/** Three dots while a reply is on its way; screen readers hear it once. */
export function TypingIndicator() {
  return (
    <div role="status" className="flex justify-start">
      <span className="inline-flex items-center gap-1.5 rounded-2xl rounded-bl-md bg-surface-2 px-4 py-3">
        <span className="sr-only">ZaraMD is typing</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden
            className="h-2 w-2 rounded-full bg-muted motion-safe:animate-bounce"
            style={{ animationDelay: `${String(delay)}ms` }}
          />
        ))}
      </span>
    </div>
  );
}
