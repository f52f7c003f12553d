export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`body larger than ${limit} bytes`);
    this.name = 'TooLargeError';
  }
}

/**
 * Reads a request's or response's body, refusing it (TooLargeError) once it passes `limit`
 * bytes. Bytes are counted as they arrive: a Content-Length may be absent (chunked) or wrong,
 * so it only allows an early refusal without reading anything.
 */
export async function readLimitedBytes(message: Request | Response, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(message.headers.get('content-length')) > limit) {
    await message.body?.cancel().catch(() => {});
    throw new TooLargeError(limit);
  }
  if (!message.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => {});
      throw new TooLargeError(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(received));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The body as UTF-8 text, with the same limit. */
export async function readLimitedText(message: Request | Response, limit: number): Promise<string> {
  return new TextDecoder().decode(await readLimitedBytes(message, limit));
}
