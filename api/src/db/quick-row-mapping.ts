import { Column, is, SQL } from 'drizzle-orm';

interface DriverDecoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What a prepared drizzle select keeps of its columns, and where it takes a mapping of its rows. */
interface PreparedSelect {
  fields?: Array<{ path: string[]; field: unknown }>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** The field's decoder, as drizzle's mapping finds it: a column, sql, or sql given a name (`.as()`). */
function decoderOf(field: unknown): DriverDecoder | undefined {
  const decoder = is(field, Column)
    ? field
    : is(field, SQL)
      ? (field as unknown as { decoder: DriverDecoder }).decoder
      : (field as { sql?: { decoder?: DriverDecoder } }).sql?.decoder;
  if (!decoder) throw new Error('a quickly mapped select takes columns and sql only');
  // Most columns (text, integers, uuids) hand the driver's value on as it is.
  return decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue ? undefined : decoder;
}

/**
 * Has a prepared select of flat columns map its rows by a function written once from its columns.
 * drizzle's own mapping inspects every column of every row again (which kind of field, which
 * nested object, which joined table may be null): the largest cost of a page of My Orders. The
 * rows are the same objects, keys in the selection's order; the keys are the selection's own
 * names (code, never a caller's input), written into the function as JSON strings.
 */
export function mapRowsQuickly(prepared: unknown): void {
  const select = prepared as PreparedSelect;
  const fields = select.fields;
  if (!fields || fields.some(({ path }) => path.length !== 1)) {
    throw new Error('a quickly mapped select takes a flat selection of columns');
  }
  const decoders = fields.map(({ field }) => decoderOf(field));
  // One object literal per row, its keys written out: every row gets the same shape at once.
  const values = fields.map(({ path }, at) => {
    const value = `row[${at}]`;
    const decoded = decoders[at] ? `(${value} === null ? null : decoders[${at}].mapFromDriverValue(${value}))` : value;
    return `${JSON.stringify(path[0])}: ${decoded}`;
  });
  const mapRow = new Function('decoders', `return (row) => ({ ${values.join(', ')} });`)(decoders) as (row: unknown[]) => unknown;
  select.customResultMapper = (rows) => rows.map(mapRow);
}
