/**
 * A value already here (a module whose code has loaded), as a thenable that resolves at once: React's lazy()
 * then renders it in the same pass, never its Suspense fallback (the shell's page modules, a part loaded on
 * demand whose code was fetched ahead).
 */
export const resolvedAtOnce = <T>(value: T): PromiseLike<T> => ({
  then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(value) : value) as never,
});
