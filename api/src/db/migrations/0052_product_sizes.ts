// Product sizes (issue 32, the size-range filter of category pages): width and height in whole millimetres, null
// when unknown. Filled from the products' dimensions parameter where it reads "W × H mm" (its Slovak text), so the
// filter finds the existing catalogue at once; other products keep null until the admin gives them a size.
import { sql, type Kysely } from 'kysely';

/**
 * Width and height read from a dimensions text, as modules/catalog/sizes.ts read them when this migration was written
 * (kept here so it fills the same sizes forever).
 */
function sizeFromDimensions(text: string): { width: number; height: number } | null {
  const match = /^\s*(\d{1,6})\s*[×xX*]\s*(\d{1,6})\s*(mm|мм)\s*$/.exec(text);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** The dimensions parameter: the seed's key, and the key the admin derives from its Slovak name ("Rozmery"). */
const DIMENSION_KEYS = ['dimensions', 'rozmery'];

/** The Slovak text of a parameter value (a JSON object per language); '' when it does not parse. */
function slovakText(valueJson: string): string {
  try {
    return String((JSON.parse(valueJson) as Record<string, unknown>).sk ?? '');
  } catch {
    return '';
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('width_mm', 'integer').execute();
  await db.schema.alterTable('products').addColumn('height_mm', 'integer').execute();

  const rows = await sql<{ product_id: number; value_json: string }>`SELECT product_id, value_json FROM product_parameters
    WHERE key IN (${sql.join(DIMENSION_KEYS)}) ORDER BY product_id, position, id`.execute(db);
  // One update per distinct size (a catalogue has few), for every product of it.
  const bySize = new Map<string, number[]>();
  const done = new Set<number>();
  for (const row of rows.rows) {
    if (done.has(row.product_id)) continue;
    const size = sizeFromDimensions(slovakText(row.value_json));
    if (!size) continue;
    done.add(row.product_id);
    const key = `${size.width}x${size.height}`;
    bySize.set(key, [...(bySize.get(key) ?? []), row.product_id]);
  }
  for (const [key, ids] of bySize) {
    const [width, height] = key.split('x').map(Number);
    for (let i = 0; i < ids.length; i += 500) {
      await sql`UPDATE products SET width_mm = ${width}, height_mm = ${height} WHERE id IN (${sql.join(ids.slice(i, i + 500))})`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('height_mm').execute();
  await db.schema.alterTable('products').dropColumn('width_mm').execute();
}
