/**
 * Test helper: a request body that never ends by itself, sent without a length (as a chunked upload
 * is), which counts what the server pulled from it: a server that stops reading at its cap pulls little
 * more than the cap, one that reads the whole body first would pull until it gave up.
 */
export interface EndlessBody {
  stream: ReadableStream<Uint8Array>;
  /** Bytes pulled so far. */
  readonly pulled: number;
}

export function endlessBody(chunkBytes = 16 * 1024, upTo = 50 * 1024 * 1024): EndlessBody {
  let pulled = 0;
  const chunk = new Uint8Array(chunkBytes).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= upTo) {
        controller.close();
        return;
      }
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return {
    stream,
    get pulled() {
      return pulled;
    },
  };
}
