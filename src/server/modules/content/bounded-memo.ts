/**
 * `compute` once for each distinct text, kept until more than `limit` texts are held, then all forgotten at once: the
 * answer finder reads the same message several times (the whole, the part that asks, its sentences), and a long-lived
 * server must not keep every message it has seen. Extra arguments (the index) are the same for every call.
 */
export function boundedMemo<V, A extends unknown[] = []>(
  limit: number,
  compute: (text: string, ...args: A) => V,
): (text: string, ...args: A) => V {
  const kept = new Map<string, V>();
  return (text, ...args) => {
    let value = kept.get(text);
    if (value === undefined) {
      value = compute(text, ...args);
      if (kept.size > limit) kept.clear();
      kept.set(text, value);
    }
    return value;
  };
}
