/**
 * Spec §9: "Chunk load timeout is 120 seconds." Code fetched on demand (a screen, the later
 * use cases) that has not arrived by then has failed to load (spec §8's ChunkLoadError).
 */
export const CHUNK_LOAD_TIMEOUT_SECONDS = 120;
