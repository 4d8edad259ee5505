import { fromPromise } from 'xstate';

// Defaults for side effects the app supplies with `.provide()`: a forgotten one must fail loudly, never no-op.

export function missingAction(name: string) {
  return (): never => {
    throw new Error(`${name} not provided`);
  };
}

export function missingActor<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });
}
