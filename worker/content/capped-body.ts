/**
 * Reads an upstream body as text, never buffering more than `maxBytes` (decision 066): a body over the cap is
 * cancelled, not read to its end, and the answer is `undefined`.
 */
export async function readCapped(response: Response, maxBytes: number): Promise<string | undefined> {
  const declared = response.headers.get('content-length');
  const encoding = response.headers.get('content-encoding');
  // Content-Length counts the bytes on the wire: it bounds the text only when the body is not compressed.
  const trustworthy = declared !== null && /^\d+$/.test(declared) && (!encoding || encoding === 'identity');
  if (trustworthy && Number(declared) > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  // The runtime's own reader is the cheapest when the length is known and within the cap.
  if (trustworthy || !response.body) return response.text();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
