import { fromPromise } from 'xstate';

/** Lets promise callbacks and the machine's reaction to them run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface FakeRequest {
  actor: string;
  input: unknown;
  open: boolean;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** Fake actors whose calls are recorded and answered by the test, one at a time, newest first. */
export function createFakeServer() {
  const requests: FakeRequest[] = [];

  const inFlight = () => {
    const request = requests.at(-1);
    if (!request?.open) throw new Error('No request is in flight');
    request.open = false;
    return request;
  };

  return {
    requests,
    actor<TOutput, TInput>(name: string) {
      return fromPromise<TOutput, TInput>(
        ({ input }) =>
          new Promise<TOutput>((resolve, reject) => {
            requests.push({ actor: name, input, open: true, resolve: (output) => resolve(output as TOutput), reject });
          }),
      );
    },
    /** The inputs one actor was started with, oldest first. */
    inputs(name: string) {
      return requests.filter((r) => r.actor === name).map((r) => r.input);
    },
    /** Answers the newest request with the output given for its actor. */
    async succeed(outputs: Record<string, unknown> = {}) {
      const request = inFlight();
      request.resolve(outputs[request.actor]);
      await settle();
    },
    async fail(error: unknown) {
      inFlight().reject(error);
      await settle();
    },
  };
}
