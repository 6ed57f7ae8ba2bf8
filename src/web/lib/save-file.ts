/**
 * Saves a file the app fetched (a PDF) as a download. Fetched rather than followed as a link so that a failure
 * shows her a message: a plain link would save an error page as the "PDF".
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start saving before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
