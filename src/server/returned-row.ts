/**
 * The row an INSERT or UPDATE ... RETURNING wrote. A write that must return a row and returned none is a bug (the
 * statement did not do what it says), never the user's fault: it fails the request with a 500 naming what was
 * written, instead of answering as if it had worked.
 */
export function returnedRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Writing ${what} returned no row`);
  return row;
}
