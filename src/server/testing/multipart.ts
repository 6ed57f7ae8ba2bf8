/** A multipart/form-data body for inject(): text fields as they are, bytes as a file part. */
export function multipart(fields: Record<string, string | Uint8Array | undefined>, filename = 'photo.jpg') {
  const boundary = '----zara-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const head =
      typeof value === 'string'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    parts.push(
      Buffer.from(head),
      typeof value === 'string' ? Buffer.from(value) : Buffer.from(value),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
