/** How long to wait before each new try of a chunk that failed to arrive. */
const retryDelaysMs = [2_000, 6_000, 18_000];

/**
 * A chunk the page needs after its first paint (a form's code, the forms' words), tried again
 * when the network drops it. The promise never rejects: a rejection nothing catches makes React
 * remove the whole page, and what the passenger typed with it. While it waits, and for good if
 * every try fails (a browser may remember a failed import, and a deploy removes the old
 * chunks), the form stays as pre-rendered, which posts without script like any plain form.
 */
export function untilLoaded<T>(load: () => PromiseLike<T>): Promise<T> {
  return new Promise((resolve) => {
    const attempt = (tried: number) =>
      Promise.resolve()
        .then(load)
        .then(resolve, () => {
          if (tried < retryDelaysMs.length) setTimeout(attempt, retryDelaysMs[tried], tried + 1);
        });
    attempt(0);
  });
}
