-- pgvector where the server has it (PGlite always does; Debian's PostgreSQL 15 has no package for it).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    CREATE EXTENSION IF NOT EXISTS vector;
  END IF;
END $$;
