// fetch cannot report how much of a request body has gone out, so a multipart body whose sender wants progress goes
// through XMLHttpRequest. http.ts calls this and treats its answer exactly as fetch's (token, 401, problem+json).

export interface UploadRequest {
  method: string;
  body: FormData;
  headers: Record<string, string>;
  signal?: AbortSignal;
  /** The share of the body sent, 0 to 1. */
  onProgress(fraction: number): void;
}

export interface UploadAnswer {
  status: number;
  data: unknown;
}

/** Sends the body with progress; resolves with any HTTP answer, rejects only when no answer came (network, abort). */
export function sendWithProgress(url: string, request: UploadRequest): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      resolve({ status: xhr.status, data });
    });
    xhr.addEventListener('error', () => reject(new TypeError('Network error')));
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}
