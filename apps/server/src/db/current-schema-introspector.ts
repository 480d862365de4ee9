import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  type TableMetadata,
} from 'kysely';

type ColumnRow = {
  schema: string;
  table: string;
  table_type: string;
  column: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
};

const INTERNAL_TABLES: readonly string[] = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];

/**
 * Kysely's PostgreSQL introspector lists every column of every schema, and its migrator asks it
 * on each run whether its own two tables exist. That listing fails when another process alters a
 * table of another schema while it runs ("column … does not exist", seen with the test run's
 * schemas migrating side by side) and, on a shared database, reads every tenant of it. This one
 * lists the tables of the current schema only: the pool's search_path, or `public`.
 */
class CurrentSchemaIntrospector extends PostgresIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    super(db);
    this.#db = db;
  }

  override async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.table_schema as schema, c.table_name as table, t.table_type, c.column_name as column,
        c.udt_name as data_type, c.is_nullable, c.column_default, c.is_identity
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema()
      order by c.table_name, c.ordinal_position`.execute(this.#db);
    const tables = new Map<string, { table: TableMetadata; columns: ColumnMetadata[] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && INTERNAL_TABLES.includes(row.table)) continue;
      let entry = tables.get(row.table);
      if (!entry) {
        const columns: ColumnMetadata[] = [];
        const table = {
          name: row.table,
          schema: row.schema,
          isView: row.table_type === 'VIEW',
          columns,
        };
        entry = { table, columns };
        tables.set(row.table, entry);
      }
      entry.columns.push({
        name: row.column,
        dataType: row.data_type,
        isNullable: row.is_nullable === 'YES',
        hasDefaultValue: row.column_default !== null,
        isAutoIncrementing:
          row.is_identity === 'YES' || (row.column_default?.startsWith('nextval(') ?? false),
      });
    }
    return [...tables.values()].map(({ table }) => table);
  }
}

/** PostgreSQL whose introspection, and so its migrator's checks, keep to the current schema. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
