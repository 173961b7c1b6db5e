// Where bots' knowledge is kept and found: chunks with their words and embeddings, and hybrid search over
// them. Infrastructure: it takes words and embeddings as inputs and knows nothing of how they were made.
export { hasEmbeddings, INDEXED_DIMENSIONS } from './embedding-column';
export {
  countChunksBySource,
  deleteChunk,
  deleteSourceChunks,
  hasEmbeddedChunks,
  insertChunks,
  listSourceChunks,
  type NewChunk,
  type StoredChunk,
} from './chunks';
export { searchChunks, SEARCH_DEFAULTS, type FoundChunk, type SearchQuery } from './search';
export { RRF_K, type ChunkSignals } from './fuse';
